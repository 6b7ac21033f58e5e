import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented repair-shop log: a job is fixed when its `Fixed` date is filled in, and shipped back
// when `Shipped At` is.
const JOBS = `Job,Opened,Fixed,Shipped At,Bench,Cost
J-1,2024-01-03,2024-01-05,2024-01-06,North,120
J-2,2024-01-04,,,North,80
J-3,2024-02-10,2024-02-12,,South,200
J-4,2024-02-11,2024-03-01,2024-03-02,South,60
J-5,2024-03-02,,,North,90
J-6,2024-03-05,2024-03-07,2024-03-09,North,150
`;

const RULERS = `Ruler,Born,Died
Ada,1800-03-02,1850-06-10
Bo,1810-06-20,1861-03-05
Cy,1820-03-15,1870-11-01
`;

const tables = useCsvTables({ jobs: JOBS, rulers: RULERS });
const ask = (question: string) => tables.ask(question, 'jobs');

describe('a participle that names a date column', () => {
  it('counts the rows whose date is filled in', async () => {
    const answer = await ask('how many fixed jobs');
    expect(answer.markdown).toContain('**4**');
    expect(answer.markdown).toContain('Fixed is not missing');
  });

  it('reads the negation as the date still empty', async () => {
    expect((await ask('how many jobs are not fixed')).markdown).toContain('**2**');
    expect((await ask('unshipped jobs by bench')).markdown).toMatch(/North: 2.*South: 1|South: 1.*North: 2/s);
  });

  it('keeps a period said after the verb a date filter', async () => {
    const answer = await ask('how many jobs were fixed in march');
    expect(answer.markdown).toContain('**2**');
  });

  it('filters a figure by the state', async () => {
    const answer = await ask('total cost of shipped jobs');
    expect(answer.markdown).toContain('**330**');
  });

  it('reads a period after the participle on the date column it names, not on another date', async () => {
    expect((await tables.ask('how many died in march', 'rulers')).markdown).toContain('**1**');
    expect((await tables.ask('how many were born in march', 'rulers')).markdown).toContain('**2**');
  });
});
