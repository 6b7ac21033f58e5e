/**
 * The ninth development part: six real public tables from Debian packages, of shapes and domains
 * used nowhere else in the bench — a waiter's 244 tables with bills, tips and day names, 20,190
 * person-years of a health insurance experiment coded in 0/1 flags and logs, a two-column yearly
 * sunspot series, a monthly macro panel dated `1/1/85` under FRED series codes with many empty
 * cells, the 1985 imports car list with numbers written as words and gaps, and a survey
 * experiment with an unnamed row-number column and answers in words. The questions were written
 * (and committed) before the analyst was first run on them; developers may read and tune on them,
 * as on dev/.
 */
import type { BenchTable } from '../spec';
import autos1985 from './autos-1985';
import immigrationFraming from './immigration-framing';
import randHie from './rand-hie';
import restaurantTips from './restaurant-tips';
import sunspots from './sunspots';
import usMacroMonthly from './us-macro-monthly';

export const TABLES: BenchTable[] = [restaurantTips, randHie, sunspots, usMacroMonthly, autos1985, immigrationFraming];
