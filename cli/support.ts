/**
 * The one error path of every `codegen` command: a mistake in the arguments or an input file is
 * a `CliError` with a one-line message and an exit code (2: usage, 1: the input is wrong), and
 * anything else that escapes a command is an internal error that names the command and asks
 * for a report — never a stack trace.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { TitleModule } from '../runtime/module.js';
import { describeCrash, describeError, REPORT_HINT } from '../codegen/internal-error.js';

/**
 * The name the toolkit's command was called by, for its messages: `trackwright`, or `codegen`,
 * the name it had before it did more than code generation (kept as an alias for scripts and docs).
 */
export const PROGRAM = /^codegen(\.js)?$/.test(basename(process.argv[1] ?? '')) ? 'codegen' : 'trackwright';

export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

/** Prints a CliError as the command's one line (with where to find the usage, for a usage mistake); its exit code. */
export function reportCliError(command: string, error: CliError): number {
  process.stderr.write(`${PROGRAM} ${command}: ${error.message}${error.exitCode === 2 ? `  (run \`${PROGRAM} ${command} --help\` for the usage)` : ''}\n`);
  return error.exitCode;
}

export interface RegistryModule {
  readonly TITLE_IDS: readonly string[];
  titleIdFor(name: string): string | undefined;
  loadTitle(id: string): Promise<TitleModule>;
}

/** The titles of the engine bundle (engine-bundle.ts), when the command runs from one. */
let bundledRegistry: RegistryModule | undefined;

/**
 * Called by the engine bundle, whose titles' files use the engine of its own: `compiledTitle`
 * takes them from there, not by importing generated/ (a second copy of the engine, in separate
 * modules).
 */
export function useTitleRegistry(registry: RegistryModule): void {
  bundledRegistry = registry;
}

/**
 * The title registry this command loads titles from: compiled, it takes the build's Node form
 * (plain JavaScript importing the same compiled engine, see codegen/emit-node.ts); run from its
 * TypeScript sources (tsx), the TypeScript form beside it, which imports the engine's sources.
 */
export function registryFile(root: string): string {
  return import.meta.url.endsWith('.ts') ? join(root, 'generated', 'index.ts') : join(root, 'generated', 'node', 'index.js');
}

/**
 * The compiled title a name stands for (an id, a title or an alias, as 18xx.games names it), from
 * the project's generated/; a CliError with `exitCode` when there is none by that name.
 */
export async function compiledTitle(root: string, name: string, exitCode: 1 | 2): Promise<{ id: string; module: TitleModule }> {
  let registry: RegistryModule;
  try {
    registry = bundledRegistry ?? ((await import(pathToFileURL(registryFile(root)).href)) as RegistryModule);
  } catch {
    throw new CliError('no compiled titles in generated/; run `npm run build` first', 1);
  }
  const id = registry.titleIdFor(name);
  if (!id) throw new CliError(`no compiled title '${name}'; titles: ${registry.TITLE_IDS.join(', ')}`, exitCode);
  return { id, module: await registry.loadTitle(id) };
}

/** Exit code of an internal error (a bug in codegen), distinct from usage (2) and input (1). */
export const INTERNAL_ERROR_EXIT = 3;

/** A whole number from `min` to `max` given for `option`, or a CliError saying what is wrong. */
export function wholeNumber(option: string, text: string, min: number, max: number): number {
  const value = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new CliError(`${option} must be a whole number${max === Number.MAX_SAFE_INTEGER ? ` of at least ${min}` : ` from ${min} to ${max}`}, not ${JSON.stringify(text)}`, 2);
  }
  return value;
}

const ERRNO: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'it is a folder',
  ELOOP: 'a symlink loop',
  ENOTDIR: 'a part of the path is not a folder',
};

/** The text of an input file, or a one-line CliError naming it and what is wrong. */
export function readInputFile(path: string, what: string, maxBytes = 512 * 1024 * 1024): string {
  try {
    const stats = statSync(path);
    if (stats.isDirectory()) throw new CliError(`${path} is a folder, not a ${what}`, 1);
    if (stats.size > maxBytes) throw new CliError(`${path} is ${stats.size} bytes; a ${what} may be at most ${maxBytes}`, 1);
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new CliError(`cannot read the ${what} ${path}: ${ERRNO[code] ?? describeError(error)}`, 1);
  }
}

/** The same file, whatever the spelling of its path (symlinks, `./`), when it exists. */
function sameFile(a: string, b: string): boolean {
  if (resolve(a) === resolve(b)) return true;
  try {
    const [x, y] = [statSync(a), statSync(b)];
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    try {
      return realpathSync(a) === realpathSync(b);
    } catch {
      return false;
    }
  }
}

/** Refuses an output path that is one of the command's inputs. */
export function refuseOverwrite(option: string, output: string, inputs: readonly string[]): void {
  const input = inputs.find((path) => sameFile(output, path));
  if (input !== undefined) throw new CliError(`${option} ${output} would overwrite the input ${input}; write the output to another file`, 2);
}

/** The message for an exception no command handled: names the command, asks for a report. */
export function internalErrorMessage(error: unknown, argv: readonly string[]): string {
  const command = [PROGRAM, ...argv].map((a) => (/^[\w./@:=-]+$/.test(a) ? a : JSON.stringify(a))).join(' ');
  return `${PROGRAM}: internal error in \`${command}\`: ${describeCrash(error)}\n(hint: ${REPORT_HINT})\n`;
}

/** What `start` and `serve` are told: the title repository (its titles/ checked), and where to listen. */
export interface ServingOptions {
  readonly root: string;
  readonly port?: number;
  readonly host?: string;
}

/**
 * The options `start` and `serve` share (--port, --host, --root, --help), read and checked: the
 * options, or the exit code once the usage or the mistake has been said.
 */
export function servingOptions(command: string, usage: string, argv: readonly string[]): ServingOptions | number {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { port: { type: 'string' }, host: { type: 'string' }, root: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    return reportCliError(command, new CliError((error as Error).message.split('\n')[0], 2));
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const root = resolve(values.root ?? process.cwd());
  if (!existsSync(join(root, 'titles'))) return reportCliError(command, new CliError(`no titles/ in ${root}: run it in a title repository (or pass --root)`, 1));
  try {
    const port = values.port === undefined ? undefined : wholeNumber('--port', values.port, 0, 65535);
    return { root, ...(port === undefined ? {} : { port }), ...(values.host === undefined ? {} : { host: values.host }) };
  } catch (error) {
    return reportCliError(command, error as CliError);
  }
}
