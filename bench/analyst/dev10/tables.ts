/**
 * The tenth development part: six real public tables from Debian packages, of shapes and domains
 * used nowhere else in the bench — a wide year-by-month table of Pacific sea temperatures, World
 * Bank indicators per country with many NA cells (and a country coded NA), London cycle hire
 * stations with area names spelt two ways, a Medicare doctor-visits sample coded in 0/1 flags and
 * logs, monthly share prices and index levels under ticker headers (one starting with ^) below a
 * comment line, with empty rows and late listings, and US gun murders by state. The questions
 * were written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import elninoSst from './elnino-sst';
import londonCycleHire from './london-cycle-hire';
import medicareDoctorVisits from './medicare-doctor-visits';
import monthlyStockPrices from './monthly-stock-prices';
import usGunMurders from './us-gun-murders';
import worldbankCountries from './worldbank-countries';

export const TABLES: BenchTable[] = [
  elninoSst,
  worldbankCountries,
  londonCycleHire,
  medicareDoctorVisits,
  monthlyStockPrices,
  usGunMurders,
];
