import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Small tables written here: the stage must know nothing of them.
const ISLES = `Rank,Isle,Area,Nation,People
1,Norvia,"2,100,000 km² (810,000 sq mi)",Aland,"50,000"
2,Kesh,"780,000 km² (301,000 sq mi)","Bres, Corin","14,000,000"
3,Pallas,"740,000 km² (285,000 sq mi)","Bres, Dova, Elm","23,000,000"
4,Tumar,"580,000 km² (224,000 sq mi)",Tumar,"29,000,000"
5,Vell,"500,000 km² (193,000 sq mi)",Aland,"12,000"
6,Orsk,"470,000 km² (181,000 sq mi)",Corin,"150,000,000"
`;
const GAMES = `Title,Year,Console,Sales (millions)
Sky Blade,2006,Orbit,8.85
Sea Wake,2002,Cube,4.6
Dawn Keep,1998,Cube,7.6
Mask Hour,2000,Cube,3.36
Wild Song,2017,Orbit,31.15
`;
const FILMS = `Film,Released,Director,Worldwide gross
Iron Dusk,2008,Ana Lee,585174222
Storm Gate,2018,Ben Roe,2048359754
Black Reef,2018,Cal Moy,1346913161
Red Sky,2011,Ana Lee,449326618
`;
const PLAYERS = `Player,Team,Games,Points,Rebounds
Ann Ford,Hawks,70,1540,400
Bea Gill,Owls,82,1312,650
Cat Hale,Hawks,60,1500,300
Dee Irwin,Foxes,75,900,820
`;
const CITIES = `City,Region,Residents,Budget
Avel,North,120000,5000000
Brin,South,80000,4800000
Corr,North,40000,1000000
`;

const TOWNS = `City,Area (km2),Population
Avel,900,120000
Brin,300,800000
`;

const TEAMS = `Player,Games,Wins
Ann Ford,70,40
Bea Gill,82,41
`;

const tables = useCsvTables({ teams: TEAMS, towns: TOWNS, isles: ISLES, games: GAMES, films: FILMS, players: PLAYERS, cities: CITIES });
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('a measure said by a word instead of its column', () => {
  it('compares two rows by their area when the question says bigger or smaller', async () => {
    const bigger = (await ask('how much bigger is kesh than pallas', 'isles')).markdown;
    expect(bigger).toMatch(/^A difference of \*\*40,000\*\*/);
    expect(bigger).toContain('Kesh: 780,000, Pallas: 740,000');
    expect((await ask('which is smaller, kesh or tumar', 'isles')).markdown).toMatch(/^\*\*Tumar\*\*/);
  });

  it('reads "how big is X" as its area, and leaves a name the table lacks alone', async () => {
    expect((await ask('how big is kesh', 'isles')).markdown).toMatch(/^\*\*780,000 km²/);
    expect((await ask('how big is hawaii', 'isles')).markdown).not.toMatch(/^\*\*\d/);
  });

  it('ranks rows by their area for "the largest", unless another measure follows the word', async () => {
    expect((await ask('which is the largest isle', 'isles')).markdown).toMatch(/^\*\*Norvia\*\*/);
    expect((await ask('what is the people of the largest isle', 'isles')).markdown).toMatch(/^\*\*50,000\*\*/);
    expect((await ask('which isle has the biggest people', 'isles')).markdown).toMatch(/^\*\*Orsk\*\*/);
    // an amount of its own after the word is not the area
    expect((await ask('which isle had the biggest increase', 'isles')).markdown).not.toMatch(/^\*\*Norvia\*\*/);
  });

  it('reads selling as the sales and making money as the gross', async () => {
    const sold = (await ask('how many more copies did sky blade sell than sea wake', 'games')).markdown;
    expect(sold).toMatch(/^A difference of \*\*4\.25\*\*/);
    expect((await ask('which game sold the most', 'games')).markdown).toMatch(/^\*\*Wild Song\*\*/);
    const made = (await ask('how much more did storm gate make than black reef', 'films')).markdown;
    expect(made).toMatch(/^A difference of \*\*701,446,593\*\*/);
    expect((await ask('which film made the most', 'films')).markdown).toMatch(/^\*\*Storm Gate\*\*/);
  });

  it('asks which row when the amount asked of one thing matches several rows', async () => {
    const asked = await ask('how much did the game on the cube sell?', 'games');
    expect(asked.clarify?.choices.length).toBe(3);
  });

  it('never reads the size of a city as its area alone', async () => {
    expect((await ask('which is the largest city', 'towns')).markdown).not.toMatch(/^\*\*Avel\*\*/);
  });

  it('never reads a count of rows as the making of a thing', async () => {
    // "made the most films": films counted per director, not the gross
    expect((await ask('which director made the most films', 'films')).markdown).toContain('Ana Lee');
  });
});

describe('a ratio of two columns', () => {
  it('reads a population density as the population over the area', async () => {
    const density = (await ask('population density of tumar', 'isles')).markdown;
    expect(density).toMatch(/^\*\*50\*\*/);
    expect(density).toContain('Population density');
  });

  it('reads "points per game" as one column over the other', async () => {
    expect((await ask('points per game of ann ford', 'players')).markdown).toContain('**22**');
    expect((await ask('who had the most points per game', 'players')).markdown).toContain('**Cat Hale**');
  });

  it('reads "per capita" over the population column', async () => {
    expect((await ask('budget per capita of corr', 'cities')).markdown).toMatch(/^\*\*25\*\*/);
  });

  it('reads "what percentage of X\'s games were wins" as one column over the other for that row', async () => {
    const share = (await ask("what percentage of ann ford's games were wins", 'teams')).markdown;
    expect(share).toMatch(/^\*\*57\.14/);
    expect(share).toContain('Wins as % of Games');
  });

  it('leaves a density alone when the table has no area to divide by', async () => {
    expect((await ask('population density of brin', 'cities')).markdown).not.toMatch(/^\*\*\d/);
  });
});
