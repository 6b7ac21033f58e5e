/**
 * The eleventh development part: six real public tables from Debian packages, of shapes and
 * domains used nowhere else in the bench — a wide year-by-field table of the share of US
 * bachelor's degrees earned by women, a century of yearly Nile flows, a low birth weight study
 * coded in 0/1 flags, weekly pig weighings written by R with row names under a header one name
 * short and NA cells, Danish quarterly money data with text quarters (1974Q1) and rates as
 * fractions behind a byte-order mark, and Montreal's 2013 mayoral election by district. The
 * questions were written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import danishMoney from './danish-money';
import lowBirthWeight from './low-birth-weight';
import montrealElection from './montreal-election';
import nileFlow from './nile-flow';
import pigGrowth from './pig-growth';
import womenBachelors from './women-bachelors';

export const TABLES: BenchTable[] = [
  womenBachelors,
  nileFlow,
  lowBirthWeight,
  pigGrowth,
  danishMoney,
  montrealElection,
];
