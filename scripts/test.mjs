#!/usr/bin/env node
// `npm test` after the build: the main suite (vitest.config.ts) and the browser suite
// (test/browser/vitest.config.ts) run at the same time, not one after the other.
//
// Why: the main suite keeps every core busy from start to end, while the browser suite's
// Chromium, Vite server and test process together use about two thirds of one core (150 s of
// CPU in 222 s alone, measured on a two-core machine like CI's): the rest of its time it waits on pages. Run
// beside the main suite, that waiting overlaps work, and the two took 728 s together where they
// took 553 s + 234 s one after the other (a fresh clone, CI=true, the same machine).
//
// The main suite's output streams as it comes; the browser suite's is kept and printed whole once
// the main suite is done, so neither report is cut into the other. Arguments after `npm test --`
// go to both (a file filter, `-t name`); a suite none of whose files match runs nothing and passes.
// TRACKWRIGHT_TEST_SEQUENTIAL=1 runs the browser suite after the main one instead, as before.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const args = process.argv.slice(2);
const browserArgs = ['run', '--config', 'test/browser/vitest.config.ts', ...args];
const mainArgs = ['run', ...args];
if (args.length > 0) {
  mainArgs.push('--passWithNoTests');
  browserArgs.push('--passWithNoTests');
}

/** Runs vitest with these arguments: its exit code and, where `keep`, everything it printed. */
function run(vitestArgs, keep) {
  const started = Date.now();
  const child = spawn(process.execPath, [vitest, ...vitestArgs], {
    cwd: root,
    stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: keep ? { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : (process.env.FORCE_COLOR ?? '0') } : process.env,
  });
  const output = [];
  if (keep) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, output: [Buffer.from(`could not start vitest: ${error.message}\n`)], seconds: 0 }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output, seconds: (Date.now() - started) / 1000 }));
  });
}

const verdict = (name, { code, seconds }) => `${name} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`;

if (process.env.TRACKWRIGHT_TEST_SEQUENTIAL === '1') {
  const main = await run(mainArgs, false);
  const browser = await run(browserArgs, false);
  process.stdout.write(`\n${verdict('main suite', main)}; ${verdict('browser suite', browser)}\n`);
  process.exit(main.code || browser.code);
}

const browserRun = run(browserArgs, true);
const main = await run(mainArgs, false);
const browser = await browserRun;
process.stdout.write(`\n---- browser suite (run beside the main suite; its output kept until now) ----\n`);
for (const chunk of browser.output) process.stdout.write(chunk);
process.stdout.write(`\n${verdict('main suite', main)}; ${verdict('browser suite', browser)}\n`);
process.exit(main.code || browser.code);
