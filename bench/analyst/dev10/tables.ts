import type { BenchTable } from '../spec';
import elninoSst from './elnino-sst';
import londonCycleHire from './london-cycle-hire';
import worldbankCountries from './worldbank-countries';

export const TABLES: BenchTable[] = [elninoSst, worldbankCountries, londonCycleHire];
