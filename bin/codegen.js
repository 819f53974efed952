#!/usr/bin/env node
// The `codegen` command: runs the TypeScript CLI in place through tsx, so there is no
// separate compile step between editing the toolkit and using it.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../codegen/cli.ts');
process.exitCode = await main(process.argv.slice(2));
