/**
 * `npm run bench:replay -- --against <checkout>`: this checkout's replay speed against another's
 * (an older commit in a git worktree, with its `generated/` built), recording by recording.
 *
 * On a machine shared with other work, medians of separate runs move by tens of percent. So the
 * two engines replay the same recording in pairs, one right after the other (which goes first
 * alternates), and the figure is the median of the pairs' ratios: a burst of load from another
 * process slows both halves of a pair alike. The fastest replay of each side is shown too.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TitleModule } from '../runtime/module.js';
import type { Fixture } from '../runtime/replay/fixture.js';

type Replay = (fixture: Fixture) => number;

async function engineAt(root: string, title: string): Promise<Replay | undefined> {
  const load = async (path: string) => import(pathToFileURL(join(root, path)).href);
  const { newGameFor } = (await load('runtime/replay/fixture.ts')) as { newGameFor: (m: TitleModule, f: Fixture) => { load(a: readonly unknown[]): unknown } };
  const registry = (await load('generated/index.ts')) as { loadTitle(id: string): Promise<TitleModule>; TITLE_IDS: readonly string[] };
  if (!registry.TITLE_IDS.includes(title)) return undefined;
  const module = await registry.loadTitle(title);
  return (fixture) => {
    const start = performance.now();
    newGameFor(module, fixture).load(fixture.actions);
    return performance.now() - start;
  };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** Replays each recording `pairs` times on each side, alternating (the first `warmup` pairs not counted). */
export async function compareAgainst(other: string, recordings: readonly { title: string; name: string; fixture: Fixture }[], pairs = 300, warmup = 50): Promise<void> {
  const root = resolve(other);
  console.log(`replay time, this checkout against ${root}; ${pairs - warmup} pairs each after ${warmup} warm-ups`);
  console.log('recording'.padEnd(40), 'other: min'.padStart(11), 'this: min'.padStart(10), 'this/other: median of pairs'.padStart(28));
  for (const { title, name, fixture } of recordings) {
    const ours = await engineAt(join(import.meta.dirname, '..'), title);
    const theirs = await engineAt(root, title).catch(() => undefined);
    if (!ours || !theirs) {
      console.log(`${title}/${name}`.padEnd(40), 'skipped: the title is not compiled in both checkouts');
      continue;
    }
    const ratios: number[] = [];
    let a = Infinity;
    let b = Infinity;
    for (let i = 0; i < pairs; i++) {
      const theirsFirst = i % 2 === 0;
      const t1 = (theirsFirst ? theirs : ours)(fixture);
      const t2 = (theirsFirst ? ours : theirs)(fixture);
      if (i < warmup) continue;
      const [tTheirs, tOurs] = theirsFirst ? [t1, t2] : [t2, t1];
      ratios.push(tOurs / tTheirs);
      a = Math.min(a, tTheirs);
      b = Math.min(b, tOurs);
    }
    console.log(`${title}/${name}`.padEnd(40), `${a.toFixed(2)} ms`.padStart(11), `${b.toFixed(2)} ms`.padStart(10), median(ratios).toFixed(3).padStart(28));
  }
}
