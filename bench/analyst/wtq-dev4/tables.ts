/**
 * The fourth wiki-style table-question part: eight more small tables of other domains (a list of
 * prime ministers with "14th" ordinals and election-year lists, lakes with "82,100 km²" areas,
 * a stage race's winners with "No winner" years and "2′ 16″" margins, a game series with Yes/No
 * and "—" cells, cities with "+2.3%" / "−0.5%" changes, a song contest's winners, a swimming
 * record's progression, nuclear power by country with a Total row). The questions and their SQL
 * were written before the analyst was run on them.
 */
import type { BenchTable } from '../spec';
import australianPrimeMinisters from './australian-prime-ministers';
import canadianCities from './canadian-cities';
import eurovisionWinners from './eurovision-winners';
import freestyleRecord from './freestyle-record';
import largestLakes from './largest-lakes';
import nuclearPower from './nuclear-power';
import tourDeFrance from './tour-de-france';
import zeldaGames from './zelda-games';

export const TABLES: BenchTable[] = [
  australianPrimeMinisters,
  largestLakes,
  tourDeFrance,
  zeldaGames,
  canadianCities,
  eurovisionWinners,
  freestyleRecord,
  nuclearPower,
];
