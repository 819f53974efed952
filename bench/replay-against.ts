/**
 * `npm run bench:replay -- --against <checkout>`: this checkout's replay speed against another's
 * (an older commit in a git worktree, with its `generated/` built), recording by recording.
 *
 * On a machine shared with other work, wall-clock medians move by tens of percent from run to
 * run. So the two engines replay the same recording alternately, one right after the other, and
 * each replay is measured in CPU time (process.cpuUsage): what another process takes from the
 * machine then slows both sides alike, and the ratio of the sums is stable to a few percent.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TitleModule } from '../runtime/module.js';
import type { Fixture } from '../runtime/replay/fixture.js';

interface Engine {
  readonly label: string;
  /** Replays the recording in a new game; the CPU microseconds it took. */
  replay(fixture: Fixture): number;
}

async function engineAt(root: string, title: string, label: string): Promise<Engine | undefined> {
  const load = async (path: string) => import(pathToFileURL(join(root, path)).href);
  const { newGameFor } = (await load('runtime/replay/fixture.ts')) as { newGameFor: (m: TitleModule, f: Fixture) => { load(a: readonly unknown[]): unknown } };
  const registry = (await load('generated/index.ts')) as { loadTitle(id: string): Promise<TitleModule>; TITLE_IDS: readonly string[] };
  if (!registry.TITLE_IDS.includes(title)) return undefined;
  const module = await registry.loadTitle(title);
  return {
    label,
    replay(fixture) {
      const start = process.cpuUsage();
      newGameFor(module, fixture).load(fixture.actions);
      const used = process.cpuUsage(start);
      return used.user + used.system;
    },
  };
}

/** Alternates the two engines over `runs` replays of each recording (the first `warmup` not counted). */
export async function compareAgainst(other: string, recordings: readonly { title: string; name: string; fixture: Fixture }[], runs = 200, warmup = 40): Promise<void> {
  const root = resolve(other);
  console.log(`CPU time per replay, this checkout against ${root}; ${runs - warmup} alternating replays each after ${warmup} warm-ups`);
  console.log('recording'.padEnd(40), 'other'.padStart(10), 'this'.padStart(10), 'this/other'.padStart(11));
  for (const { title, name, fixture } of recordings) {
    const ours = await engineAt(join(import.meta.dirname, '..'), title, 'this');
    const theirs = await engineAt(root, title, 'other').catch(() => undefined);
    if (!ours || !theirs) {
      console.log(`${title}/${name}`.padEnd(40), 'skipped: the title is not compiled in both checkouts');
      continue;
    }
    let a = 0;
    let b = 0;
    for (let i = 0; i < runs; i++) {
      // Alternate which goes first, so neither always runs on the other's warm caches.
      const theirsFirst = i % 2 === 0;
      const t1 = (theirsFirst ? theirs : ours).replay(fixture);
      const t2 = (theirsFirst ? ours : theirs).replay(fixture);
      if (i < warmup) continue;
      a += theirsFirst ? t1 : t2;
      b += theirsFirst ? t2 : t1;
    }
    const n = runs - warmup;
    const ms = (us: number) => `${(us / n / 1000).toFixed(2)} ms`;
    console.log(`${title}/${name}`.padEnd(40), ms(a).padStart(10), ms(b).padStart(10), (b / a).toFixed(3).padStart(11));
  }
}
