import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { tokenizeQuestion } from './tokens';
import { num } from './time';

const BALANCES = ['site,balance', 'Ash,-2.5', 'Birch,-0.5', 'Cedar,1.5', 'Dale,3'].join('\n');
const t = useCsvTables({ balances: BALANCES });

describe('a number written with a minus sign', () => {
  it('keeps its sign, and a dash between two numbers stays a range', () => {
    const toks = tokenizeQuestion('below -1 or (-0.5) from 1990-1995');
    expect(toks.map(num).filter((n) => n !== undefined)).toEqual([-1, -0.5, 1990, 1995]);
  });

  it('compares with the negative number', async () => {
    const reply = await t.ask('how many sites have a balance below -1', 'balances');
    expect(reply.markdown).toContain('**1**');
  });
});
