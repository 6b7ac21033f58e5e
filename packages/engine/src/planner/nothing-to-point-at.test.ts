import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';
import { pointsAtThing } from './parse/trailing-pronoun';

// An invented survey of ponds: every pond sampled in each of three seasons, a few figures each.
const PONDS = `Pond,Season,Depth,Frogs,Algae Rate
Alder,spring,1.2,14,0.31
Alder,summer,1.0,22,0.45
Alder,autumn,1.1,9,0.28
Birch,spring,2.4,6,0.12
Birch,summer,2.1,11,0.2
Birch,autumn,2.3,4,0.1
Cedar,spring,0.8,30,0.5
Cedar,summer,0.6,41,0.62
Cedar,autumn,0.7,25,0.4
Dove,spring,1.6,17,0.22
Dove,summer,1.4,19,0.3
Dove,autumn,1.5,13,0.25
`;

// An invented order book: one row per order, an amount and a status.
const ORDERS = `Order,Region,Status,Amount
A1,North,Paid,120
A2,South,Paid,80
A3,North,Refunded,45
A4,East,Paid,200
A5,South,Refunded,30
A6,North,Paid,95
`;

const tables = useCsvTables({ ponds: PONDS, orders: ORDERS });

describe('a value found in the most rows when every value is found as often', () => {
  it('asks which figure instead of naming every value as tied', async () => {
    for (const question of ['which pond is most common', 'least common pond']) {
      const reply = await tables.ask(question, 'ponds');
      expect(reply.clarify, question).toBeDefined();
      expect(reply.markdown).toMatch(/counting rows picks none of them/);
      expect(reply.markdown).not.toMatch(/are tied/);
    }
  });

  it('still names the value found most often when the counts differ', async () => {
    const reply = await tables.ask('which region has the most orders', 'orders');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('North');
  });
});

describe('a word pointing at one thing when nothing was answered before', () => {
  it('reads "there", "its", "did it" and "in that …" as pointing at a thing', () => {
    for (const q of ['whats the depth there', 'and its algae rate', 'what did it cost', 'the frogs in that pond'])
      expect(pointsAtThing(q), q).toBe(true);
    for (const q of ['are there ponds deeper than 2', 'how many frogs in this table', 'how many days did it rain', 'is there a pond called dove', 'how many years does it cover', 'when does it end?', 'whats the latest season in there', 'how many frogs are in this report'])
      expect(pointsAtThing(q), q).toBe(false);
  });

  it('asks back instead of a figure over every row', async () => {
    for (const question of ['whats the depth there', 'and its algae rate', 'the frogs in that pond']) {
      const reply = await tables.ask(question, 'ponds', undefined, { previousQuestion: 'which pond is loveliest' });
      expect(reply.clarify, question).toBeDefined();
      expect(reply.markdown).toMatch(/points back at an earlier answer/);
    }
  });

  it('leaves a ranking the question asks for itself to be what "it" is', async () => {
    const reply = await tables.ask('lowest depth and which pond was it', 'ponds', undefined, { previousQuestion: 'which pond is loveliest' });
    expect(reply.markdown).not.toMatch(/points back at an earlier answer/);
  });
});

describe('a count of rows where an amount or a rate was asked', () => {
  it('asks which figure instead of counting the rows', async () => {
    for (const question of ['total $ value of the refunded', 'the refunded value in the north']) {
      const reply = await tables.ask(question, 'orders');
      expect(reply.markdown, question).not.toMatch(/number of rows is/);
    }
  });
});

describe('a correlation asked over a small list', () => {
  it('is computed or asked about, never read as a list of cells', async () => {
    for (const question of ['corelation between depth and frogs', 'corr between the depth and the frogs']) {
      const reply = await tables.ask(question, 'ponds');
      expect(reply.markdown, question).toMatch(/correlat/i);
    }
  });
});

// An invented roster of athletes: a country code and a sport on each row.
const ATHLETES = `Name,Country,Sport,Medals
Ana Ruiz,ESP,Rowing,2
Ben Holt,GBR,Cycling,3
Cal Moss,GBR,Rowing,1
Dee Park,GBR,Cycling,0
Eli Stone,FRA,Fencing,2
Fay Lund,ESP,Cycling,1
`;

const roster = useCsvTables({ athletes: ATHLETES });

describe('a word the answer did not use that is another form of a cell', () => {
  it('asks about the cell instead of counting without it', async () => {
    const reply = await roster.ask('total medals of GBR cyclists', 'athletes');
    expect(reply.clarify).toBeDefined();
    expect(reply.markdown).toMatch(/"cyclists" may mean Sport Cycling/);
  });

  it('answers when every word is used', async () => {
    const reply = await roster.ask('how many GBR athletes in cycling', 'athletes');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('**2**');
  });
});

describe('rows shown only by the cell that picks them', () => {
  it('shows the rows\' other columns', async () => {
    const reply = await tables.ask('what is order A3', 'orders');
    expect(reply.markdown).toContain('Refunded');
  });
});
