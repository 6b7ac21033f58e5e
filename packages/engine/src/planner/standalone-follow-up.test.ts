import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

const tables = useCsvTables({
  lighthouses: [
    'Name,Country,Height (m),First lit,Keeper',
    'Skarvet Light,Norway,34,1861,Yes',
    'Punta Gorda,Chile,21,1905,No',
    'Cabo Frio,Brazil,48,1836,Yes',
    'Lindholm Beacon,Norway,19,1899,No',
    'Isla Sola,Chile,27,1923,Yes',
    'Farol Alto,Brazil,61,1870,No',
    'Ravnes Point,Norway,44,1911,Yes',
  ].join('\n'),
});

/** A follow-up asked with only the question before it (no typed query to modify). */
const followUp = (question: string, previousQuestion: string) =>
  tables.ask(question, 'lighthouses', undefined, { previousQuestion });

describe('a follow-up with no typed query before it', () => {
  it('answers the question before, edited, and says so', async () => {
    const answer = await followUp('and the shortest?', 'which lighthouse is the tallest');
    expect(answer.markdown).toContain('Reading your follow-up as: "which lighthouse is the shortest"');
    expect(answer.markdown).toContain('Lindholm Beacon');
    expect(answer.readAs).toBe('which lighthouse is the shortest');
  });

  it('swaps a value of the same column', async () => {
    const answer = await followUp('and chile?', 'how many lighthouses in norway');
    expect(answer.markdown).toContain('**2**');
    expect(answer.readAs).toBe('how many lighthouses in chile');
  });

  it('writes a name given by some of its words whole', async () => {
    const answer = await followUp('and lindholm?', 'when was skarvet first lit');
    expect(answer.readAs).toBe('when was Lindholm Beacon first lit');
    expect(answer.markdown).toContain('1899');
  });

  it('lists what a count counted', async () => {
    const answer = await followUp('which ones?', 'how many lighthouses in norway');
    for (const name of ['Skarvet Light', 'Lindholm Beacon', 'Ravnes Point']) expect(answer.markdown).toContain(name);
    expect(answer.markdown).not.toContain('Punta Gorda');
  });

  it('answers how much the earlier pick was, and when', async () => {
    const tall = await followUp('how tall is it', 'which lighthouse is the tallest');
    expect(tall.markdown).toContain('61');
    const when = await followUp('when was it first lit', 'which lighthouse is the tallest');
    expect(when.readAs).toBeUndefined();
  });

  it('never answers the question before again for another column said with a slip', async () => {
    const answer = await followUp('how many keeeper did it have', 'which lighthouse is the tallest');
    expect(answer.readAs).toBeUndefined();
  });

  it('keeps asking back when the follow-up is no edit of the question before', async () => {
    const answer = await followUp('and the shortest?', 'how many lighthouses in norway');
    expect(answer.readAs).toBeUndefined();
    expect(answer.markdown).not.toContain('Reading your follow-up');
  });

  it('answers a whole question as asked, whatever came before', async () => {
    const answer = await followUp('which lighthouse is the tallest', 'how many lighthouses in norway');
    expect(answer.markdown).toContain('Farol Alto');
    expect(answer.readAs).toBeUndefined();
  });
});
