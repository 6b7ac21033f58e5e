/**
 * The fourth development part: six public tables of shapes the analyst was not written for — an
 * event list with long spaced headers, a long-format monthly series per industry, survey brackets
 * per state, a short price table with code-like columns, sensor readings with 0/1 flags and a
 * 1,094-column questionnaire of short codes. The questions were written (and committed) before the
 * analyst was first run on them; developers may read and tune on them, as on dev/.
 */
import type { BenchTable } from '../spec';
import birdstrikes from './birdstrikes';
import ffq from './ffq';
import income from './income';
import ohlc from './ohlc';
import sensorNetwork from './sensor-network';
import unemploymentIndustries from './unemployment-industries';

export const TABLES: BenchTable[] = [birdstrikes, unemploymentIndustries, income, ohlc, sensorNetwork, ffq];
