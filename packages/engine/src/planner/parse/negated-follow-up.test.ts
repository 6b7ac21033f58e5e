import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { asksOtherSide } from './negated-follow-up';

const tables = useCsvTables({
  clinic_visits: [
    'clinic,visits,limited,age',
    'North,3,1,70',
    'North,1,0,66',
    'South,5,1,81',
    'South,2,0,59',
    'East,4,1,77',
    'East,0,0,62',
  ].join('\n'),
});

describe('the other side of the previous condition', () => {
  it('recognises the follow-ups that ask for it', () => {
    for (const q of ['and without?', "and the ones who didn't", 'what about the rest', 'and everyone else', 'and those who werent'])
      expect(asksOtherSide(q)).toBe(true);
    for (const q of ['and in the south?', 'without a limitation how many visits', 'not bad']) expect(asksOtherSide(q)).toBe(false);
  });

  it('turns a flag, a value and a comparison around', async () => {
    const limited = await tables.ask('avg visits for those with a limitation', 'clinic_visits');
    expect(limited.markdown).toContain('**4**');
    const without = await tables.ask('and without?', 'clinic_visits', limited);
    expect(without.markdown).toContain('**1**');

    const north = await tables.ask('total visits in the north clinic', 'clinic_visits');
    expect(north.markdown).toContain('**4**');
    expect((await tables.ask('and the rest', 'clinic_visits', north)).markdown).toContain('**11**');

    const older = await tables.ask('how many patients are over 65', 'clinic_visits');
    expect(older.markdown).toContain('**4**');
    expect((await tables.ask('and the ones who arent', 'clinic_visits', older)).markdown).toContain('**2**');
  });
});
