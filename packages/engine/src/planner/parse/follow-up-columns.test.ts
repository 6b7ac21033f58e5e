import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import type { Answer } from '../answer';

// Invented tables: visitors of halls in two years, and a survey of ages with two counts.
const HALLS = `Hall,Visitors 2021,Visitors 2022
Amberley,1200000,900000
Bellmont,300000,1500000
Corran,2100000,2400000
Dovecote,800000,700000
`;
const SURVEY = `age,trips,visits
18,0,0
25,11,3
32,22,6
39,33,2
46,44,5
53,5,1
60,16,4
67,27,0
74,38,3
21,49,6
28,10,2
35,21,5
42,32,1
49,43,4
56,4,0
63,15,3
70,26,6
77,37,2
24,48,5
31,9,1
38,20,4
45,31,0
52,42,3
59,3,6
66,14,2
73,25,5
20,36,1
27,47,4
34,8,0
41,19,3
48,30,6
55,41,2
62,2,5
69,13,1
76,24,4
23,35,0
30,46,3
37,7,6
44,18,2
51,29,5
58,40,1
65,1,4
72,12,0
19,23,3
26,34,6
33,45,2
40,6,5
47,17,1
54,28,4
61,39,0
68,0,3
75,11,6
22,22,2
29,33,5
36,44,1
43,5,4
50,16,0
57,27,3
64,38,6
71,49,2
18,10,5
25,21,1
32,32,4
39,43,0
46,4,3
53,15,6
60,26,2
67,37,5
74,48,1
21,9,4
28,20,0
35,31,3
42,42,6
49,3,2
56,14,5
63,25,1
70,36,4
77,47,0
24,8,3
31,19,6
`;

const HARVEST = `year,tonnes
2001,400
2002,450
2003,500
2004,520
`;

const tables = useCsvTables({ halls: HALLS, survey: SURVEY, harvest: HARVEST });
const ask = (dataset: string, question: string, previous?: Answer) => tables.ask(question, dataset, previous);

describe('a follow-up naming a condition or a column of the previous question again', () => {
  it('swaps a year column the previous conditions read for the year the follow-up says', async () => {
    const first = await ask('halls', 'how many halls had more than 1 million visitors in 2022');
    expect(first.markdown).toContain('**2**');
    const next = await ask('halls', 'what about in 2021?', first);
    expect(next.query?.filters[0]?.column).toBe('Visitors 2021');
  });


  it('reads a condition said without its column on the column the previous question compared', async () => {
    const first = await ask('survey', 'avg visits for people over 40');
    expect(first.query?.filters).toEqual([{ kind: 'compare', column: 'age', op: '>', value: 40 }]);
    const next = await ask('survey', 'and under 30?', first);
    expect(next.clarify).toBeUndefined();
    expect(next.query?.filters).toEqual([{ kind: 'compare', column: 'age', op: '<', value: 30 }]);
  });

  it('still asks which column a condition is about after a question comparing none', async () => {
    const first = await ask('survey', 'avg visits');
    const next = await ask('survey', 'and under 30?', first);
    expect(next.clarify?.question).toMatch(/Which column/);
  });

  it('answers the change between two sides compared just now with that comparison', async () => {
    const first = await ask('harvest', 'tonnes 2001 vs 2004');
    expect(first.query?.kind).toBe('compare');
    const next = await ask('harvest', '% change between those two', first);
    expect(next.query?.kind).toBe('compare');
    expect(next.markdown).toContain('+30%');
  });

  it('asks back when a count points at an earlier answer there is not', async () => {
    const alone = await ask('harvest', 'how many weeks was that');
    expect(alone.clarify?.question).toMatch(/no earlier question/);
    const counted = await ask('harvest', 'how many years are there');
    expect(counted.markdown).toContain('4');
  });
});
