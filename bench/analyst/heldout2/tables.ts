/**
 * The second held-out part: tables that appear only here. Whoever develops the analyst does not
 * read these files nor runs them with --verbose; the runner prints only aggregate figures for them.
 */
import type { BenchTable } from '../spec';
import bostonHousing from './boston-housing';
import bundesliga from './bundesliga';
import co2 from './co2';
import politicalContributions from './political-contributions';
import serieA from './serie-a';
import wheat from './wheat';

export const TABLES: BenchTable[] = [bundesliga, serieA, bostonHousing, co2, politicalContributions, wheat];
