/**
 * The thirteenth wiki-style part: eight small tables (11–34 rows) typed by hand from well-known
 * public facts, laid out as Wikipedia lists them — a country's prime ministers one row per term
 * with `Incumbent`, `6 years, 127 days` and elections listed in one cell, a cycling Grand Tour's
 * winners with `+ 1′ 27″` margins and win counts in brackets, a rocket's flight tests with
 * `1 h 6 min` durations and `234 km` altitudes, a singer's albums with `38:26` lengths, producers
 * in one cell and `—` for did not chart, a country's regions with `69,711 km²` areas and a Total
 * row, a maths prize's medallists with two nationalities in a cell, the longest-running Broadway
 * shows with US-style dates and `Running`, and the largest earthquakes with tied ranks `=6`,
 * `~1,000` deaths and `$15 billion` damage. The questions were written (and committed) before the
 * analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import broadwayLongestRunning from './broadway-longest-running';
import canadianPrimeMinisters from './canadian-prime-ministers';
import davidBowieAlbums from './david-bowie-albums';
import fieldsMedalists from './fields-medalists';
import frenchRegions from './french-regions';
import giroDItaliaWinners from './giro-ditalia-winners';
import largestEarthquakes from './largest-earthquakes';
import starshipFlightTests from './starship-flight-tests';

export const TABLES: BenchTable[] = [
  canadianPrimeMinisters,
  giroDItaliaWinners,
  starshipFlightTests,
  davidBowieAlbums,
  frenchRegions,
  fieldsMedalists,
  broadwayLongestRunning,
  largestEarthquakes,
];
