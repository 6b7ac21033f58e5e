/**
 * The fifteenth development part: six real public tables from Debian packages, of shapes and
 * domains used nowhere else in the bench — Mexican states' per capita GDP by census year in a wide
 * CSV with `pcgdp1940` … `pcgdp2000` headers and numbered region codes (Python libpysal), working-age
 * mortality in Tokyo's municipalities in a CSV with old Mac (CR-only) line ends and coded headers
 * (libpysal), twentieth-century aircraft designs in a space-separated text table with two-digit
 * years and a period code (R sm), energy by world region and source in a long tab-separated file
 * whose header starts with `#` and whose region totals do not add up (gnuplot demo data),
 * employment of California's counties in a Census download with a duplicated header and units in
 * the headers (libpysal), and Canadian labour contract settlements in a Weka ARFF file with `?` for
 * missing values (Weka examples).
 * The questions were written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import aircraftDesigns from './aircraft-designs';
import californiaEmployment from './california-employment';
import canadaLaborContracts from './canada-labor-contracts';
import mexicoStateGdp from './mexico-state-gdp';
import tokyoMortality from './tokyo-mortality';
import worldEnergy from './world-energy';

export const TABLES: BenchTable[] = [
  mexicoStateGdp,
  tokyoMortality,
  aircraftDesigns,
  worldEnergy,
  californiaEmployment,
  canadaLaborContracts,
];
