/**
 * The fifth wiki-style table-question part: eight more small tables of other domains (river
 * systems with "6,650" lengths and country lists, championship games with Roman numerals and
 * "34–28 (OT)" scores, a film series' grosses "$585,174,222", title matches with "12½–9½" scores
 * and a season "1984–85", a game series with Roman-numeral generations and two release dates,
 * roller coasters with "139 m (456 ft)" heights and a shared rank, a yearly award with a year not
 * awarded, metro systems with "3,453 (2023)" ridership and "—"). The questions and their SQL were
 * written before the analyst was run on them.
 */
import type { BenchTable } from '../spec';
import ballonDor from './ballon-dor';
import chessChampionships from './chess-championships';
import longestRivers from './longest-rivers';
import mcuFilms from './mcu-films';
import metroSystems from './metro-systems';
import pokemonGames from './pokemon-games';
import rollerCoasters from './roller-coasters';
import superBowls from './super-bowls';

export const TABLES: BenchTable[] = [
  longestRivers,
  superBowls,
  mcuFilms,
  chessChampionships,
  pokemonGames,
  rollerCoasters,
  ballonDor,
  metroSystems,
];
