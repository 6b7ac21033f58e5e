import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors';
import { checkName, resolveInRoot, splitPath, userFilesRoot } from './paths';

const rejects = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).message;
  }
  throw new Error('expected a 400');
};

describe('path resolution inside a user root', () => {
  let base: string;
  let root: string;
  let outside: string;

  beforeAll(() => {
    base = mkdtempSync(path.join(os.tmpdir(), 'aia-paths-'));
    root = userFilesRoot(base, 'org1', 'user1');
    outside = path.join(base, 'outside');
    mkdirSync(path.join(root, 'Reports'), { recursive: true });
    mkdirSync(outside, { recursive: true });
    writeFileSync(path.join(outside, 'secret.txt'), 'secret');
    writeFileSync(path.join(root, 'Reports', 'q1.csv'), 'a,b\n1,2\n');
    symlinkSync(outside, path.join(root, 'escape'));
    symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'Reports', 'secret-link.txt'));
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('splits ordinary paths and treats the empty path as the root', () => {
    expect(splitPath('')).toEqual([]);
    expect(splitPath('Reports/')).toEqual(['Reports']);
    expect(splitPath('Reports/q1.csv')).toEqual(['Reports', 'q1.csv']);
    expect(splitPath('Données 2024/été.csv')).toEqual(['Données 2024', 'été.csv']);
    // Taken literally: percent signs are part of a name, never decoded again.
    expect(splitPath('%2e%2e')).toEqual(['%2e%2e']);
  });

  it('reads a leading / as the root of the caller’s files', () => {
    expect(splitPath('/')).toEqual([]);
    expect(splitPath('/reports')).toEqual(['reports']);
    expect(splitPath('/Uploads/sales.csv')).toEqual(['Uploads', 'sales.csv']);
    expect(splitPath('/RCA data/meeting-notes 2.txt/')).toEqual(['RCA data', 'meeting-notes 2.txt']);
  });

  it.each([
    ['..', /\.\./],
    ['../x', /\.\./],
    ['Reports/../../x', /\.\./],
    ['//server/share', /never \/\/ or a drive/],
    ['/../etc/passwd', /\.\./],
    ['/a//b', /empty folder name/],
    ['C:/Windows', /drive/],
    ['a\0b', /NUL/],
    ['a\\b', /Use \//],
    ['a//b', /empty folder name/],
    ['a/./b', /not allowed/],
    ['bad\u0007name', /control characters/],
    ['CON', /reserved/],
    ['lpt1.txt', /reserved/],
    [' leading', /space/],
    ['x'.repeat(256), /too long/],
    [`${'abcdefgh/'.repeat(120)}x`, /too long/],
  ])('refuses %j', (wirePath, message) => {
    expect(rejects(() => splitPath(wirePath))).toMatch(message);
  });

  it('checks single names, counting bytes for the length limit', () => {
    expect(checkName('report.csv')).toBe('report.csv');
    expect(rejects(() => checkName('a/b'))).toMatch(/must not contain/);
    expect(rejects(() => checkName('é'.repeat(128)))).toMatch(/too long/);
    expect(rejects(() => checkName('   '))).toMatch(/empty/);
  });

  it('resolves files, folders and missing entries inside the root', async () => {
    expect(await resolveInRoot(root, '')).toMatchObject({ absolute: root, kind: 'folder', wire: '' });
    expect(await resolveInRoot(root, 'Reports/q1.csv')).toMatchObject({
      absolute: path.join(root, 'Reports', 'q1.csv'),
      kind: 'file',
      size: 8,
    });
    expect(await resolveInRoot(root, 'Reports/new/deeper.csv')).toMatchObject({ kind: 'missing' });
    await expect(resolveInRoot(root, 'Reports/q1.csv/inside')).rejects.toThrow(/is a file/);
  });

  it('never walks through a symbolic link planted inside the root', async () => {
    for (const wirePath of ['escape', 'escape/secret.txt', 'escape/new.txt', 'Reports/secret-link.txt']) {
      await expect(resolveInRoot(root, wirePath), wirePath).rejects.toMatchObject({
        status: 400,
        code: 'symlink',
      });
    }
  });

  it('refuses ids that could leave the files folder', () => {
    expect(() => userFilesRoot(base, '..', 'user1')).toThrow();
    expect(() => userFilesRoot(base, 'org1', 'a/b')).toThrow();
  });
});

describe('names that display as something they are not', () => {
  it.each([
    ['\u202Egnp.csv', 'U+202E'],
    ['a\u202Ab\u202Cc', 'U+202A, U+202C'],
    ['x\u2066y\u2069', 'U+2066, U+2069'],
    ['x\u2067\u2068', 'U+2067, U+2068'],
    ['\u200Eleft\u200F', 'U+200E, U+200F'],
    ['a\u061Cb', 'U+061C'],
    ['\uFEFFbom', 'U+FEFF'],
    ['zero\u200Bwidth', 'U+200B'],
    ['soft\u00ADhyphen', 'U+00AD'],
    ['tag\u{E0041}', 'U+E0041'],
    ['para\u2029sep', 'U+2029'],
  ])('refuses %j, naming %s', (name, codes) => {
    const message = rejects(() => checkName(name, 'file name'));
    expect(message).toMatch(/^The file name ".*" contains invisible or text-direction characters/);
    expect(message).toContain(`(${codes})`);
    // Shown escaped, so the message itself cannot be reordered.
    expect(message).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/);
    expect(rejects(() => splitPath(`Reports/${name}`))).toMatch(/invisible or text-direction/);
  });

  it('keeps the joiners that scripts and emoji need, and right-to-left letters', () => {
    for (const name of ['می\u200Cخواهم.csv', '\u{1F469}\u200D\u{1F4BB}.csv', 'שלום.csv', 'تقرير.xlsx'])
      expect(checkName(name)).toBe(name);
  });
});
