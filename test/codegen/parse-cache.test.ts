/**
 * Builds in one process share the parse of every input file whose bytes did not change
 * (codegen/load.ts): a file edited is parsed again, an unchanged one is not, and what builds
 * share is frozen, so no build can change what the next one reads.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { readInputs, type Inputs } from '../../codegen/fingerprint.cjs';
import { loadTitle } from '../../codegen/load.js';
import { tempProject } from './project.js';

const project = tempProject(['example']);
afterAll(() => project.remove());
const titlesDir = join(project.root, 'titles');
const base = readInputs(project.layout);

/** The inputs with one file's text replaced. */
function withFile(file: string, text: string): Inputs {
  const files = new Map(base.files);
  files.set(project.path(file), Buffer.from(text));
  return { ...base, files };
}

describe('the parse of an input file', () => {
  it.each([
    { given: 'the same bytes (a fresh buffer)', edit: (text: string) => text, want: 'the same parse' },
    { given: 'other bytes', edit: (text: string) => text.replace('price: 80,', 'price: 85,'), want: 'a new parse' },
  ])('given $given: $want', ({ edit, want }) => {
    const first = loadTitle(base, titlesDir, 'example');
    const text = project.read('titles/example/title.yaml');
    const second = loadTitle(withFile('titles/example/title.yaml', edit(text)), titlesDir, 'example');
    expect(second.files[0] === first.files[0]).toBe(want === 'the same parse');
    // The title's other files did not change: their parse is shared either way.
    expect(second.files.slice(1)).toEqual(first.files.slice(1));
    second.files.slice(1).forEach((file, i) => expect(file).toBe(first.files[i + 1]));
    if (want === 'a new parse') expect(JSON.stringify(second.files[0].data())).toContain('"price":85');
  });

  it('is frozen all the way down, so a build cannot change what the next one reads', () => {
    const data = loadTitle(base, titlesDir, 'example').files[0].data() as { rules: object };
    expect(Object.isFrozen(data)).toBe(true);
    expect(Object.isFrozen(data.rules)).toBe(true);
    expect(() => {
      (data.rules as Record<string, unknown>).bank_cash = 1;
    }).toThrow(TypeError);
  });

  it('gives a build after an edit and the build back the same diagnostics as fresh builds', async () => {
    const broken = withFile('titles/example/title.yaml', project.read('titles/example/title.yaml').replace('price: 80,', 'price: [80],'));
    const validate = (inputs: Inputs) => build({ layout: project.layout, titles: ['example'], validateOnly: true, typecheck: false, inputs });
    const before = await validate(base);
    const edited = await validate(broken);
    const after = await validate(base);
    expect(before.ok).toBe(true);
    expect(edited.ok).toBe(false);
    expect(after.diagnostics).toEqual(before.diagnostics);
    expect((await validate(broken)).diagnostics).toEqual(edited.diagnostics);
  });
});
