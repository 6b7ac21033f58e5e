/**
 * The third development part: a synthetic order export, two small wiki-style tables with text
 * cells (a club season's results, a list of rulers), a chemistry table with padded headers and
 * annotated numbers, survey microdata with 0/1 flags and daily counts with the date split into
 * columns. Questions were written before the analyst was run on them; developers may read and
 * tune on these, as on dev/.
 */
import type { BenchTable } from '../spec';
import cpsWages from './cps-wages';
import liverpool from './liverpool';
import monarchs from './monarchs';
import orders from './orders';
import periodicTable from './periodic-table';
import usBirths from './us-births';

export const TABLES: BenchTable[] = [orders, liverpool, monarchs, periodicTable, cpsWages, usBirths];
