import { describe, expect, it } from 'vitest';
import type { DatasetInfo } from './registry';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-durations-');
const { load, values } = workspace;

const column = (info: DatasetInfo, name: string) => info.columns.find((c) => c.name === name);

describe('clock readings of durations load as seconds', () => {
  it('h:mm:ss mostly under an hour is a duration in seconds, named with its unit; times of day stay times', async () => {
    const info = await load('repairs.csv', [
      'ticket,opened_at,repair_time,tech',
      'T1,08:15:00,0:12:30,ana',
      'T2,09:40:10,0:45:00,bo',
      'T3,13:05:45,,ana',
      'T4,16:20:00,1:02:03,cy',
      'T5,17:55:30,0:00:40,bo',
    ]);
    expect(column(info, 'opened_at')?.type).toBe('TIME');
    expect(column(info, 'repair_time (s)')?.type).toBe('BIGINT');
    expect(column(info, 'repair_time (s)')?.unit).toBe('s');
    expect(await values(info, 'repair_time (s)')).toEqual([750, 2700, null, 3723, 40]);
  });

  it('readings past 23 hours are durations even when written as text', async () => {
    const info = await load('voyages.csv', ['ship,crossing', 'Ava,27:03:10', 'Bea,5:00:00', 'Cid,49:30:00']);
    expect(column(info, 'crossing (s)')?.unit).toBe('s');
    expect(await values(info, 'crossing (s)')).toEqual([97390, 18000, 178200]);
  });

  it('two-part readings under a length-of-time name, many past 23, are minutes and seconds', async () => {
    const info = await load('rides.csv', ['ride,Ride Time,Score', 'r1,9:36,21:25', 'r2,74:05,25:23', 'r3,,25:19', 'r4,16:44,19:25']);
    expect(column(info, 'Ride Time (s)')?.unit).toBe('s');
    expect(await values(info, 'Ride Time (s)')).toEqual([576, 4445, null, 1004]);
    // a name that says no length of time keeps its text (set scores)
    expect(column(info, 'Score')?.type).toBe('VARCHAR');
  });

  it('readings with hundredths under a length-of-time name still load (race times)', async () => {
    const info = await load('races.csv', ['year,Time,Note', '2000,2:01.12,', '2001,1:59.97,', '2002,2:01.13,x']);
    expect(column(info, 'Time')).toBeDefined();
    expect(column(info, 'Time (s)')).toBeUndefined();
  });

  it('a column of times of day spread over the day is not read as durations', async () => {
    const info = await load('shifts.csv', ['nurse,starts', 'a,07:00:00', 'b,15:00:00', 'c,23:00:00', 'd,00:30:00']);
    expect(column(info, 'starts')?.type).toBe('TIME');
  });
});

describe('the file decides what a comma before three digits means', () => {
  it('a semicolon export with decimal commas elsewhere reads 7,148 as 7.148', async () => {
    const info = await load('meters.csv', ['id;reading (kWh);price (EUR)', 'm1;7,148;2,79', 'm2;23,417;8,1', 'm3;0,000;0,00']);
    expect(await values(info, 'reading (kWh)')).toEqual([7.148, 23.417, 0]);
    expect(await values(info, 'price (EUR)')).toEqual([2.79, 8.1, 0]);
  });

  it('with a decimal point elsewhere, 1,250 stays a thousand two hundred and fifty', async () => {
    const info = await load('orders.csv', ['id,units,rate', 'a,"1,250",2.5', 'b,"3,400",0.75', 'c,"12,000",1.25']);
    expect(await values(info, 'units')).toEqual([1250, 3400, 12000]);
  });
});
