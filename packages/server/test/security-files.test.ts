import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../src/files/test-helpers';
import { createTestApp, type TestApp } from './support';

/**
 * File names that display as something they are not: a right-to-left override makes
 * "\u202Egnp.csv" show as "vsc.png". Upload, rename and create-folder refuse every invisible
 * format character with a 400 in plain words, and nothing is stored.
 */
const TRICKS: [string, string][] = [
  ['right-to-left override', '\u202Egnp.csv'],
  ['left-to-right embedding', 'a\u202Ab.csv'],
  ['pop directional formatting', 'report\u202C.csv'],
  ['first strong isolate', 'x\u2068y.csv'],
  ['pop directional isolate', 'x\u2069.csv'],
  ['right-to-left mark', 'sales\u200F.csv'],
  ['left-to-right mark', '\u200Esales.csv'],
  ['Arabic letter mark', 'a\u061Cb.csv'],
  ['byte order mark', '\uFEFFsales.csv'],
  ['zero width space', 'sa\u200Bles.csv'],
  ['soft hyphen', 'sa\u00ADles.csv'],
  ['line separator', 'a\u2028b.csv'],
  ['escape control', 'a\u001bb.csv'],
  ['C1 control', 'a\u0085b.csv'],
];

describe('file names with invisible or text-direction characters', () => {
  let t: TestApp;
  let alice: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const acme = await t.seedOrganization('ACME');
    alice = client(t.app, (await t.login(await t.addUser(acme.orgId, 'ACME', 'alice'))).access);
    expect((await alice.mkdir('Reports')).statusCode).toBe(201);
    expect((await alice.upload([{ filename: 'q1.csv', content: 'a\n1\n' }], 'Reports')).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it.each(TRICKS)('refuses a %s at upload, rename and create-folder', async (_what, name) => {
    const uploaded = await alice.upload([{ filename: name, content: 'a\n1\n' }], 'Reports');
    expect(uploaded.statusCode).toBe(400);
    expect(uploaded.json()).toMatchObject({ success: false, code: 'invalid_name' });
    expect(uploaded.json().error).toMatch(
      /^The file name ".*" contains (invisible or text-direction|control) characters/,
    );

    const renamed = await alice.rename('Reports/q1.csv', name);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().code).toBe('invalid_name');

    const folder = await alice.mkdir(name.replace('.csv', ''));
    expect(folder.statusCode).toBe(400);
    expect(folder.json().code).toBe('invalid_name');

    const names = async (path: string) =>
      ((await alice.list(path)).json().items as { name: string }[])
        .map((i) => i.name)
        .filter((n) => n !== '..');
    expect(await names('Reports')).toEqual(['q1.csv']);
    expect(await names('')).toEqual(['Reports']);
  });

  it('names the characters it refuses and shows them escaped, never raw', async () => {
    const res = await alice.upload([{ filename: '\u202Egnp.csv', content: 'a\n1\n' }], 'Reports');
    const { error } = res.json() as { error: string };
    expect(error).toContain('U+202E');
    expect(error).toContain('\\u202egnp.csv');
    expect(error).not.toContain('\u202E');
  });

  it('keeps accepting names that need the zero-width joiners, and ordinary right-to-left text', async () => {
    for (const name of [
      'می\u200Cخواهم.csv',
      'family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}.csv',
      'שלום.csv',
    ]) {
      const res = await alice.upload([{ filename: name, content: 'a\n1\n' }], 'Reports');
      expect(res.statusCode, name).toBe(201);
    }
  });
});
