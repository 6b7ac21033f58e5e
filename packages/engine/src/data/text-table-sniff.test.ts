import { describe, expect, it } from 'vitest';
import { useTestWorkspace } from './test-workspace';
import { looksLikeTextTable } from './text-table-sniff';

const workspace = useTestWorkspace('engine-text-sniff-');
const { load, values } = workspace;

const text = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`);

describe('text tables under names that give no format', () => {
  it('tells tables from prose, binaries and one-line files', () => {
    expect(looksLikeTextTable(text(['station depth temp', 'A1 120 8.5', 'A2 95 9.1', 'A3 210 7.2']))).toBe(true);
    expect(looksLikeTextTable(text(['# logger 7, export', 'id;reading', '1;0.4', '2;0.7']))).toBe(true);
    // rows that stop early still hold the delimiter
    expect(looksLikeTextTable(text(['code,name,opened,closed', 'K1,North,2001-03-01', 'K2,South,2003-05-02,2019-01-01']))).toBe(true);
    const prose = [
      'Permission is granted to anyone to use this software for any purpose,',
      'including commercial applications, and to alter it and redistribute it',
      'freely, subject to the following restrictions: the origin of this software',
      'must not be misrepresented; you must not claim that you wrote the original',
      'software. Altered source versions must be plainly marked as such.',
    ];
    expect(looksLikeTextTable(text(prose))).toBe(false);
    expect(looksLikeTextTable(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe(false);
    expect(looksLikeTextTable(text(['only one line, with, commas']))).toBe(false);
  });

  it('loads a space-aligned table with no extension, notes above it', async () => {
    const info = await load('BUOY-READINGS', [
      '# buoy 12, hourly, metres and degrees C',
      '# written by the logger',
      'hour  height  temp',
      '   0    1.25  11.4',
      '   1    1.40  11.2',
      '   2    1.10  11.9',
    ]);
    expect(info.columns.map((c) => c.name)).toEqual(['hour', 'height', 'temp']);
    expect(await values(info, 'height')).toEqual([1.25, 1.4, 1.1]);
  });

  it('loads a comma table under an unknown extension', async () => {
    const info = await load('orders.prn', ['order,amount', 'A-1,12.5', 'A-2,7']);
    expect(await values(info, 'amount')).toEqual([12.5, 7]);
  });

  it('refuses a document or a prose file with a plain message', async () => {
    await expect(load('notes.md', ['| a | b |', '|---|---|', '| 1 | 2 |'])).rejects.toThrow(/not a supported data file/);
    await expect(
      load('LICENSE', ['This licence lets you copy the work,', 'as long as you keep this notice with every copy you make.']),
    ).rejects.toThrow(/not a supported data file/);
  });
});
