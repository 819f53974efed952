/**
 * ts-morph (and, as its `ts`, the TypeScript compiler it bundles), loaded on first use, with
 * require. Validating and compiling a title reads its hooks.ts and steps with it, and a title
 * without such files never needs it: loaded up front, it was 1.2 of the 1.8 s a cold `validate`
 * of a YAML-only title took, most of it spent loading two TypeScript compilers (ts-morph's own
 * and the `typescript` package, which one import of `ts.preProcessFile` pulled in).
 *
 * require() rather than an ES import: Node scans a CommonJS module imported from an ES module
 * for its named exports, about 100 ms more for ts-morph's (and 400 ms for `typescript`'s).
 * The emitters (emit-*.ts) keep their static imports: they are loaded only to write modules,
 * when ts-morph is needed anyway.
 */
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';

const require = createRequire(import.meta.url);
let loaded: typeof TsMorph | undefined;

export function tsMorph(): typeof TsMorph {
  return (loaded ??= require('ts-morph') as typeof TsMorph);
}
