/**
 * The sixth development part: six public tables of shapes and domains used nowhere else in the
 * bench — a daily stock-index series, a survey coded in numbers (bracket midpoints, rating scales,
 * occupation codes), a wide country × year table with regional aggregates and blank years, a
 * panel of firms × years, a short list of states with a trailing space in some names, and a
 * 42,000-row lookup list of codes with leading zeros. The questions were written (and committed)
 * before the analyst was first run on them; developers may read and tune on them, as on dev/.
 */
import type { BenchTable } from '../spec';
import affairsSurvey from './affairs-survey';
import fertility from './fertility';
import grunfeld from './grunfeld';
import sp500 from './sp500';
import stateCrime from './state-crime';
import zipcodes from './zipcodes';

export const TABLES: BenchTable[] = [sp500, affairsSurvey, fertility, grunfeld, stateCrime, zipcodes];
