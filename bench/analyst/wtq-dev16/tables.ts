/**
 * The sixteenth wiki-style part: eight small tables (20–26 rows) typed by hand from well-known
 * public facts, laid out as Wikipedia lists them — a baseball championship's results with the
 * league in brackets after each team and two `Manager` headers, a music award's winners under a
 * `Year[I]` header with an explaining footer line, the highest-grossing concert tours with
 * `$2,077,618,725[a]` grosses and `2023–2024` year ranges, the longest railway tunnels with
 * `United Kingdom / France` borders and unranked `2032 (est.)` rows under construction, the
 * busiest container ports with `▲ 2` / `▼ 1` rank changes and `−14.1%` changes, a motor race's
 * winners with `Dallara / Honda` cells and `166[c]` laps, the largest deserts with countries
 * listed in one cell, and the most-visited art museums with a `=15` tie. The questions were
 * written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import artMuseums2023 from './art-museums-2023';
import containerPorts2023 from './container-ports-2023';
import grammyAlbumOfTheYear from './grammy-album-of-the-year';
import highestGrossingTours from './highest-grossing-tours';
import indy500Winners from './indy-500-winners';
import largestDeserts from './largest-deserts';
import longestRailTunnels from './longest-rail-tunnels';
import worldSeries from './world-series';

export const TABLES: BenchTable[] = [
  worldSeries,
  grammyAlbumOfTheYear,
  highestGrossingTours,
  longestRailTunnels,
  containerPorts2023,
  indy500Winners,
  largestDeserts,
  artMuseums2023,
];
