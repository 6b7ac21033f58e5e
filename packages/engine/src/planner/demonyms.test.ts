import { describe, expect, it } from 'vitest';
import { countryForms, sportsCode } from './parse/geo-codes';
import { demonymCells, demonymWordsFor } from './table-qa/row-words';
import { wordsOf } from './table-qa/mentions';
import { DEMONYMS, VALUE_ALIASES } from './value-aliases';

describe('one list of demonyms and country codes', () => {
  it('gives the three letters sports tables write, which may differ from the ISO code', () => {
    expect(sportsCode('kenya')).toBe('KEN');
    expect(sportsCode('Germany')).toBe('GER');
    expect(sportsCode('south africa')).toBe('RSA');
    expect(sportsCode('scotland')).toBe('SCO');
    expect(sportsCode('atlantis')).toBeUndefined();
    // the ISO codes the parser reads stay as they are
    expect(countryForms('germany')).toEqual(expect.arrayContaining(['de', 'deu']));
    expect(countryForms('germany')).not.toContain('ger');
    expect(countryForms('scotland')).toEqual([]);
  });

  it('gives every demonym of a country its sports code', () => {
    const countries = Object.entries(DEMONYMS).filter(([, names]) => !/^(europe|africa|asia)$/.test(names[0] as string));
    for (const [demonym, names] of countries) expect(sportsCode(names[0] as string), demonym).toMatch(/^[A-Z]{3}$/);
  });

  it('lets the parser read a demonym as its country, and its short forms after the names', () => {
    expect(VALUE_ALIASES.ugandan).toEqual(['uganda']);
    expect(VALUE_ALIASES.english).toEqual(['england', 'uk', 'en']);
    expect(VALUE_ALIASES.constructor).toBeUndefined();
    expect(DEMONYMS.toString).toBeUndefined();
  });

  it('matches a demonym to the cells holding its sports code or its country', () => {
    const rows = [
      ['Ana Roth (GER)', 'Lakeside'],
      ['Tom Vale (RSA)', 'Hillview'],
      ['Ida Berg (GER)', 'Lakeside'],
    ];
    const german = demonymCells(wordsOf('how many germans finished?'), rows, [0, 1]);
    expect(german).toEqual([{ column: 0, value: '(GER)', exact: false, start: 2, end: 3 }]);
    const african = demonymCells(wordsOf('the south african runner'), rows, [0, 1]);
    expect(african.map((d) => d.value)).toEqual(['(RSA)']);
    const places = [['Norway'], ['Sweden'], ['Norway']];
    expect(demonymCells(wordsOf('norwegian teams'), places, [0])).toEqual([{ column: 0, value: 'Norway', exact: true, start: 0, end: 1 }]);
    expect(demonymWordsFor(wordsOf('which germans won'), '(GER)')).toEqual(['germans']);
  });
});
