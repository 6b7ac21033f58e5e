/**
 * The sixteenth development part: six real public tables from Debian packages, of shapes and
 * domains used nowhere else in the bench — San Francisco's hourly temperatures of 2010 with the
 * timestamp written as text `2010/01/01 00:00:00` and one hour absent (vega-datasets), California's
 * 1998 9th-grade math results by school district in a wide CSV of 22 coded headers and no names
 * (statsmodels star98), the 17 states that executed prisoners in 1996 with coded covariates
 * `VC100k96`, `SOUTH` 0/1 (statsmodels cpunish), barn owl nestlings' begging at 27 nests in an
 * R-written space-separated file whose header lacks the row-name column and whose times run past
 * 24 (R emdbook), orbital elements of planets, asteroids, comets and distant bodies in one
 * tab-separated file of four commented blocks with a units line (gnuplot demo data), and the
 * population of Bavaria's and Baden-Württemberg's districts with `LK`/`SK` codes and a date in a
 * header (R surveillance).
 * The questions were written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import bybwDistricts from './bybw-districts';
import owlBegging from './owl-begging';
import sfHourlyTemps from './sf-hourly-temps';
import solarSystemOrbits from './solar-system-orbits';
import star98Districts from './star98-districts';
import stateExecutions from './state-executions';

export const TABLES: BenchTable[] = [
  sfHourlyTemps,
  star98Districts,
  stateExecutions,
  owlBegging,
  solarSystemOrbits,
  bybwDistricts,
];
