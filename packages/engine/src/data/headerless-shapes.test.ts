import { describe, expect, it } from 'vitest';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-headerless-shapes-');
const { load, values } = workspace;

describe('headerless text files of system and reference shapes', () => {
  it('a semicolon-separated file with hex codes and empty fields has no header', async () => {
    const info = await load('glyphs.txt', [
      '0000;NULL MARK;Zz;0;;;N',
      '002A;STAR MARK;Po;0;;;N',
      '00B1;PLUS OR MINUS;Sm;0;;;Y',
      '03B1;SMALL ALPHA;Ll;0;0391;;N',
      '1F31F;GLOWING STAR;So;0;;;N',
    ]);
    expect(info.rowCount).toBe(5);
    expect(info.columns[0]!.name).toBe('column1');
    expect(await values(info, 'column1')).toEqual(['0000', '002A', '00B1', '03B1', '1F31F']);
    expect((info.warnings ?? []).join(' ')).toMatch(/no header row/);
  });

  it('a lone count line above headerless tab-separated rows is not a row', async () => {
    const info = await load('birds.tsv', [
      '7',
      'Parus major\tgreat tit\t11\tVRT\t9157',
      'Pica pica\t\t11\tVRT\t75192',
      'Sturnus vulgaris\tstarling\t11\tVRT\t9172',
      'Corvus corax\traven\t11\tVRT\t56781',
    ]);
    expect(info.rowCount).toBe(4);
    expect(info.columns.map((c) => c.name)).toEqual(['name', 'column2', 'column3', 'column4', 'column5']);
    expect(info.warnings?.[0]).toMatch(/only the number 7/);
  });

  it('a Unix-style table: comments, tab runs, port/protocol, aliases and trailing comments', async () => {
    const info = await load('daemons', [
      '# local daemons',
      '#',
      'ledger\t\t410/tcp\t\t\t# bookkeeping daemon',
      'ledger\t\t410/udp',
      'clockd\t\t520/tcp\t\ttick tock',
      '',
      '# printing',
      'spoold\t\t777/tcp\t\tprinter lp\t# line printer spool',
      'beacon\t\t9100/udp',
    ]);
    expect(info.columns.map((c) => c.name)).toEqual(['name', 'port', 'protocol', 'aliases', 'comment']);
    expect(info.rowCount).toBe(5);
    expect(await values(info, 'port')).toEqual([410, 410, 520, 777, 9100]);
    expect(await values(info, 'protocol')).toEqual(['tcp', 'udp', 'tcp', 'tcp', 'udp']);
    expect(await values(info, 'aliases')).toEqual([null, null, 'tick tock', 'printer lp', null]);
    expect(await values(info, 'comment')).toEqual(['bookkeeping daemon', null, null, 'line printer spool', null]);
    expect(info.warnings?.[0]).toMatch(/no header/);
  });

  it('a reminder file of MM/DD lines: month, day, event, the year written in the text', async () => {
    const info = await load('calendar.garden', [
      '/*',
      ' * Garden history',
      ' */',
      '#ifndef _calendar_garden_',
      '#define _calendar_garden_',
      '03/21\tFirst rose show held in Bath, 1858',
      '05/02\tKew pagoda completed, 1762',
      '06/30\tHanging gardens replanted after the storm',
      '\tof the previous winter, 1911',
      '09/14\tGreat tulip sale in Haarlem, 1636',
      '12/01\tWinter garden opens in Leeds, 1870',
      '#endif',
    ]);
    expect(info.columns.map((c) => c.name)).toEqual(['month', 'day', 'event', 'year']);
    expect(info.rowCount).toBe(5);
    expect(await values(info, 'month')).toEqual(['March', 'May', 'June', 'September', 'December']);
    expect(await values(info, 'year')).toEqual([1858, 1762, 1911, 1636, 1870]);
    expect((await values(info, 'event'))[2]).toBe('Hanging gardens replanted after the storm of the previous winter, 1911');
    expect(info.warnings?.[0]).toMatch(/1 continuation line was joined/);
  });

  it('column names in a comment line above space-aligned rows with a quoted name field', async () => {
    const info = await load('comets.txt', [
      '# Periodic comets, as the plotter reads them',
      '',
      '#  Period   Incl  Name          Num',
      ' 75.3  162.3 "  1P Halley" 1',
      '  3.3   11.8 "    Encke  " 2',
      '  6.4   31.9 " 67P Chury " 67',
      '  5.4   10.6 "          " 9',
    ]);
    expect(info.columns.map((c) => c.name)).toEqual(['Period', 'Incl', 'Name', 'Num']);
    expect(info.rowCount).toBe(4);
    expect(await values(info, 'Num')).toEqual([1, 2, 67, 9]);
    expect(await values(info, 'Name')).toEqual(['1P Halley', 'Encke', '67P Chury', null]);
  });
});
