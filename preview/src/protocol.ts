/**
 * What the dev server and the page say to each other (types only, so both sides can import
 * them: the server runs in Node, the page in the browser).
 */

/** A recorded game the server found, as the index lists it. */
export interface FixtureSummary {
  /** Folder under the fixtures root (the title as the recordings name it). */
  readonly dir: string;
  /** File name without `.json`: the fixture's name in URLs. */
  readonly name: string;
  readonly title: string;
  readonly id: string | number | null;
  readonly players: readonly string[];
  readonly actions: number;
  readonly result: Readonly<Record<string, number>> | null;
  readonly gameEndReason: string | null;
}

export interface FixtureList {
  /** Where the recordings were found, or null when there are none. */
  readonly root: string | null;
  readonly fixtures: readonly FixtureSummary[];
}

/** A diagnostic as the page shows it. */
export interface PageDiagnostic {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly severity: string;
  readonly code: string;
  readonly message: string;
  readonly hint?: string;
  /** `file:line:col  severity  message  (hint: ...)`, as the CLI prints it. */
  readonly text: string;
}

/** The titles' build as the dev server last ran it. */
export interface BuildStatus {
  readonly ok: boolean;
  readonly building: boolean;
  readonly diagnostics: readonly PageDiagnostic[];
  /** Bumped on every finished build. */
  readonly version: number;
  readonly fixturesRoot: string | null;
}

/** The HMR event carrying a BuildStatus. */
export const EVENT_STATUS = 'trackwright:status';
