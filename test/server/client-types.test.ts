/**
 * The browser's client of the game server (preview/src/play/server-api.ts) takes its request and
 * answer types, and each route's method and path, from the server's API table (server/api/), types
 * only. The build compiles the server but not the page, so this compiles the client here: it must
 * compile as it is, and a call naming a path, method or body field the table does not have must not
 * (nor a server handler answering what its route's schema does not say).
 * It also holds that the client imports nothing of the server but types.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/shared.js';

const CLIENT = join(REPO_ROOT, 'preview/src/play/server-api.ts');
const PROBE = join(REPO_ROOT, 'preview/src/play/drift-probe.ts');

/** Calls the table does not allow: each line must be an error. */
const DRIFTED = [
  "type W = Endpoint<'lobby'>; export const wrongPath: W = { method: 'GET', url: '/api/lobby/:id' };",
  "type M = Endpoint<'joinLobby'>; export const wrongMethod: M = { method: 'PUT', url: '/api/lobbies/:id/seats' };",
  "export const wrongField: BodyOf<'joinLobby'> = { nam: 'A' };",
  "export const wrongAnswer: AnswerOf<'startLobby'> = { game: 1 };",
  "export const wrongHandler: ApiHandler<'joinLobby'> = async () => ({ position: 1, token: 't' });",
];
const probeText = `import type { AnswerOf, BodyOf, Endpoint } from '../../../server/api/types.js';\nimport type { ApiHandler } from '../../../server/api/serve.js';\n${DRIFTED.join('\n')}\n`;

let diagnostics: readonly ts.Diagnostic[] = [];

beforeAll(() => {
  const config = ts.readConfigFile(join(REPO_ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, REPO_ROOT);
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => (fileName === PROBE ? ts.createSourceFile(fileName, probeText, language) : getSourceFile(fileName, language, ...rest));
  host.fileExists = (fileName) => fileName === PROBE || ts.sys.fileExists(fileName);
  host.readFile = (fileName) => (fileName === PROBE ? probeText : ts.sys.readFile(fileName));
  diagnostics = ts.getPreEmitDiagnostics(ts.createProgram({ rootNames: [CLIENT, PROBE], options, host }));
}, 120_000);

const lineOf = (d: ts.Diagnostic) => d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line;

describe("the browser client's server types", () => {
  it('compile against the types derived from the server\'s schemas', () => {
    const errors = diagnostics.filter((d) => d.file?.fileName !== PROBE).map((d) => `${d.file?.fileName}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(errors).toEqual([]);
  });

  it('refuse a path, method, body field or answer the server does not have, in the client and in a handler', () => {
    const failing = new Set(diagnostics.filter((d) => d.file?.fileName === PROBE).map(lineOf));
    expect(DRIFTED.map((line, i) => [line, failing.has(i + 2)])).toEqual(DRIFTED.map((line) => [line, true]));
  });

  it('import only types from the server', () => {
    const source = readFileSync(CLIENT, 'utf8');
    const fromServer = [...source.matchAll(/^(import|export)\s+(type\s+)?[^;]*?from\s+'([^']*server\/[^']*)'/gms)];
    expect(fromServer.length).toBeGreaterThan(0);
    expect(fromServer.filter((m) => !m[2]).map((m) => m[0])).toEqual([]);
  });
});
