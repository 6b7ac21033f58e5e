import { describe, expect, it } from 'vitest';
import { standaloneFollowUp, type PhraseKind } from './follow-up-text';

/** An invented table: towns of a column `town`, ferry routes of a column `route`. */
const kinds: PhraseKind = (phrase) => {
  if (['harbin', 'oslo', 'tromso', 'bergen'].includes(phrase)) return 'town';
  if (['north loop', 'south loop'].includes(phrase)) return 'route';
  return undefined;
};
const read = (followUp: string, previous: string) => standaloneFollowUp(followUp, previous, kinds);

describe('a follow-up read as the question before, edited', () => {
  it('swaps the superlative', () => {
    expect(read('and the smallest?', 'which lake is the biggest')).toBe('which lake is the smallest');
    expect(read('what about the 2nd largest one', 'population of the largest island')).toBe(
      'population of the 2nd largest island',
    );
    expect(read('and the least', 'which town sold the most tickets')).toBe(
      'which town sold the least tickets',
    );
    expect(read('and the lowest', 'total fares by town')).toBeUndefined();
    // "most expensive" is one superlative, in either direction
    expect(read('and cheapest?', 'year fares were most expensive')).toBe('year fares were cheapest');
    expect(read('and the most expensive?', 'which route is the cheapest')).toBe(
      'which route is the most expensive',
    );
    expect(read('and the fewest', 'which town sold the most tickets')).toBe(
      'which town sold the fewest tickets',
    );
  });

  it('reads each phrase once: the words inside a phrase found are not phrases of their own', () => {
    const named: PhraseKind = (phrase) =>
      ['north loop', 'loop', 'south loop'].includes(phrase) ? 'route' : undefined;
    expect(standaloneFollowUp('and south loop?', 'fares on the north loop', named)).toBe(
      'fares on the south loop',
    );
  });

  it('asks a quality again only after a superlative of the same word', () => {
    expect(read('how heavy was it', 'which pig was heaviest at week 12')).toBe(
      'which pig was heaviest at week 12',
    );
    expect(read('how old is it', 'which town has the most people')).toBeUndefined();
    expect(read('how deep is it', 'which lake is the shallowest')).toBe('which lake is the shallowest');
    expect(read('how much was it', 'which town has the most people')).toBe('which town has the most people');
  });

  it('does not ask the question before again for a figure of another column', () => {
    const columnWord = (w: string) => ['delays', 'passengers'].includes(w);
    expect(
      standaloneFollowUp(
        'how many passengers did it have',
        'which town had the most delays',
        kinds,
        columnWord,
      ),
    ).toBeUndefined();
    expect(
      standaloneFollowUp('how many delays did it have', 'which town had the most delays', kinds, columnWord),
    ).toBe('which town had the most delays');
  });

  it('swaps a year, a month or a month and year', () => {
    expect(read('and in 2019?', 'how many ferries sailed in 2018')).toBe('how many ferries sailed in 2019');
    expect(read('and august', 'how many sailings in july')).toBe('how many sailings in august');
    expect(read('and dec 1997', 'fares in mar 1998')).toBe('fares in dec 1997');
    expect(read('and 2019', 'change in fares from 2010 to 2015')).toBeUndefined();
  });

  it('swaps a value of the same column', () => {
    expect(read('and oslo?', 'how many sailings from harbin')).toBe('how many sailings from oslo');
    expect(read('what about for south loop', 'avg delay for north loop')).toBe('avg delay for south loop');
    expect(read('and oslo', 'avg delay for north loop')).toBeUndefined();
  });

  it('swaps the number after the same word', () => {
    expect(read('and pier 7', 'tickets sold at pier 12 in may')).toBe('tickets sold at pier 7 in may');
    expect(read('and gate 7', 'tickets sold at pier 12')).toBeUndefined();
  });

  it('lists what a count counted', () => {
    expect(read('which ones?', 'how many ferries are older than 30 years')).toBe(
      'which ferries are older than 30 years',
    );
    expect(read('list them', 'in how many towns did fares rise')).toBe('in which towns did fares rise');
    expect(read('which ones', 'avg delay by town')).toBeUndefined();
  });

  it('narrows a count by more words', () => {
    expect(read('and how many of those were late', 'how many sailings from oslo')).toBe(
      'how many sailings from oslo were late',
    );
  });

  it('leaves a longer question alone', () => {
    expect(read('and which ferry carried the most cars in 2019', 'how many ferries in 2018')).toBeUndefined();
    expect(read('', 'how many ferries')).toBeUndefined();
  });
});

describe('a follow-up about the earlier answer itself', () => {
  it('asks the earlier superlative again for its amount', () => {
    expect(read('how much was it', 'which ferry carried the most cars')).toBe(
      'which ferry carried the most cars',
    );
    expect(read('how many days was that', 'who kept the lighthouse longest')).toBe(
      'who kept the lighthouse longest',
    );
    expect(read('by how much', 'which town had the biggest rise')).toBe('which town had the biggest rise');
    expect(read('how heavy', 'which crate was heaviest in june')).toBe('which crate was heaviest in june');
    expect(read('how many are that age', 'oldest keeper')).toBeUndefined();
    expect(read('how much was it', 'avg fare in oslo')).toBeUndefined();
  });

  it('asks when or which period of a phrase', () => {
    expect(read('when was that', 'peak fare in 2019')).toBe('when was the peak fare in 2019');
    expect(read('which month', 'highest fare')).toBe('which month was the highest fare');
    expect(read('when was that', 'which ferry is the oldest')).toBeUndefined();
  });

  it('leaves a question about another column of the earlier row alone', () => {
    expect(read('what make is it', 'horsepower of the most expensive ferry')).toBeUndefined();
  });
});
