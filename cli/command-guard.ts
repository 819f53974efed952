/**
 * How every command of the CLI ends, whether it runs from the modules (cli/trackwright.ts) or
 * from the engine bundle (engine-bundle.ts): a CliError said in one line with its exit code,
 * anything else as an internal error naming the command (exit 3), and the type-checking worker,
 * if the command started one, closed so it cannot keep the process alive. A command that never
 * type-checks (`replay`, `simulate`: the engine bundle's) says so with `typechecks: false`, and
 * is spared loading the checker's module to close nothing (worker_threads and crypto, some 9 ms
 * of a 300 ms process).
 */
import { CliError, internalErrorMessage, INTERNAL_ERROR_EXIT, PROGRAM } from './support.js';

export async function guardedCommand(argv: readonly string[], run: (argv: readonly string[]) => Promise<number>, typechecks = true): Promise<number> {
  try {
    return await run(argv);
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`${PROGRAM}: ${error.message}${error.exitCode === 2 ? `  (run \`${PROGRAM} help\` for the usage)` : ''}\n`);
      return error.exitCode;
    }
    process.stderr.write(internalErrorMessage(error, argv));
    return INTERNAL_ERROR_EXIT;
  } finally {
    if (typechecks) await closeTypecheckWorker();
  }
}

async function closeTypecheckWorker(): Promise<void> {
  const { closeTypecheck } = await import('../codegen/typecheck.js');
  await closeTypecheck();
}
