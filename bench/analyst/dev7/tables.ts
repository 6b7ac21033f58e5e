/**
 * The seventh development part: six public tables of shapes and domains used nowhere else in the
 * bench — a monthly index with dates written as text ("Jan-1-1995") and a series code for a
 * header, a survey coded in numbers in a tab-separated file named .csv, 30,000 rows of daily
 * restaurant sales with ISO timestamps, a list of 195 metro areas with text names and two
 * census years side by side, a quarterly macro series with year and quarter columns, and 54,000
 * diamonds with letter-coded grades. The questions were written (and committed) before the
 * analyst was first run on them; developers may read and tune on them, as on dev/.
 */
import type { BenchTable } from '../spec';
import anes96 from './anes96';
import cityWages from './city-wages';
import diamonds from './diamonds';
import elecEquipment from './elec-equipment';
import pizzaSales from './pizza-sales';
import usMacro from './us-macro';

export const TABLES: BenchTable[] = [elecEquipment, anes96, pizzaSales, cityWages, usMacro, diamonds];
