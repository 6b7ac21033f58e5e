/**
 * Names said in short: by their initials ("df" for a two-word name, "the us" for United States)
 * and with a word shortened ("mt" for Mount), over small tables written here.
 */
import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';
import { initialsOf, mayBeInitials, shortFormOf } from './value-short-forms';

const regions = [
  'Region,Seat,Area (km²),Population',
  'Dorn-Falkenau,Falkstadt,"12,400","3,100,000"',
  'Ostmark,Ostburg,"30,250","5,900,000"',
  'West Harlow-Brenning,Harlow,"8,800","2,450,000"',
  'Lindau Plains,Kessen,"15,120","1,980,000"',
  'Greater Tamsfield,Tamsfield,"4,050","6,700,000"',
  'Norrland,Vik,"21,300","900,000"',
  'Harlow,Harlow,"1,150","810,000"',
].join('\n');

const peaks = [
  'Peak,Country,Height (m),First climbed',
  'Mount Arvel,United States,4120,1921',
  'Mount Kesh,Canada,3980,1933',
  'Saint Orlan Peak,New Zealand,3510,1911',
  'Pico Blanco,Mexico,4400,1899',
  'Mount Tavor,United States,3890,1950',
  'Grey Needle,Canada,3302,1962',
  'Mount Lorne,United States,4010,1940',
].join('\n');

const tables = useCsvTables({ regions, peaks });

describe('initials and short forms of words', () => {
  it('reads the initials of a name, hyphenated words apart', () => {
    expect(initialsOf('Dorn-Falkenau')).toContain('df');
    expect(initialsOf('North Rhine-Westphalia')).toContain('nrw');
    expect(initialsOf('United States of America')).toEqual(expect.arrayContaining(['usoa', 'usa']));
    expect(initialsOf('Ostmark')).toEqual([]);
  });
  it('takes as initials only words no question would say otherwise', () => {
    expect(mayBeInitials('df', 'than', false)).toBe(true);
    expect(mayBeInitials('us', 'the', false, 'in')).toBe(true);
    expect(mayBeInitials('us', 'the', false, 'did')).toBe(false);
    expect(mayBeInitials('us', 'tell', false)).toBe(false);
    expect(mayBeInitials('the', 'in', false)).toBe(false);
    expect(mayBeInitials('km', 'in', false)).toBe(false);
    expect(mayBeInitials('mt', 'at', false)).toBe(false);
  });
  it('knows a word of a name from its short form, both ways', () => {
    expect(shortFormOf('mt', 'mount')).toBe(true);
    expect(shortFormOf('saint', 'st.')).toBe(true);
    expect(shortFormOf('mt', 'mountain')).toBe(false);
  });
});

describe('names said in short over tables', () => {
  it('compares two rows, one said by its initials', async () => {
    const reply = await tables.ask('how much bigger is ostmark than df', 'regions');
    expect(reply.markdown).toContain('17,850');
    expect(reply.markdown).not.toContain('did not use');
  });
  it('looks up a row said by the initials of three words', async () => {
    const reply = await tables.ask('what is the population of whb', 'regions');
    expect(reply.markdown).toContain('2,450,000');
  });
  it('counts rows of a country said as "the us"', async () => {
    const reply = await tables.ask('how many of these peaks are in the us', 'peaks');
    expect(reply.markdown).toContain('**3**');
  });
  it('leaves "us" the pronoun alone', async () => {
    const reply = await tables.ask('tell us how many peaks there are', 'peaks');
    expect(reply.markdown).toContain('**7**');
  });
  it('reads two values set against each other in one column', async () => {
    const reply = await tables.ask('population whb vs harlow', 'regions');
    expect(reply.markdown).toContain('2,450,000');
    expect(reply.markdown).toContain('810,000');
  });
  it('reads a shortened word of a name', async () => {
    const reply = await tables.ask('how high is mt tavor', 'peaks');
    expect(reply.markdown).toContain('3890');
    const saint = await tables.ask('when was st orlan peak first climbed', 'peaks');
    expect(saint.markdown).toContain('1911');
  });
});
