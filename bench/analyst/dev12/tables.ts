/**
 * The twelfth development part: six real public tables from Debian packages, of shapes and
 * domains used nowhere else in the bench — Italian olive oils' fatty acids written by R with a
 * header one name short, a header-less space-separated list of bright and nearby stars, a
 * tab-separated benchmark of R file readers, a fixed-width college football ratings table with
 * team names holding spaces, Montreal car-sharing cells with float-noise hours, and a two-row
 * very wide table of German and South Korean fertility and life expectancy with year_measure
 * headers. The questions were written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import csvReaderBenchmark from './csv-reader-benchmark';
import footballRatings from './football-ratings';
import germanyKorea from './germany-korea';
import montrealCarshare from './montreal-carshare';
import oliveOils from './olive-oils';
import stars from './stars';

export const TABLES: BenchTable[] = [
  oliveOils,
  stars,
  csvReaderBenchmark,
  footballRatings,
  montrealCarshare,
  germanyKorea,
];
