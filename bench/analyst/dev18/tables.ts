/**
 * The eighteenth development part: six real public tables from Debian packages, of shapes and
 * domains used nowhere else in the bench — human codon usage from EMBOSS in a space-padded text
 * file behind `#` comment lines (emboss-data), the IANA time zones with ISO 6709 coordinates in a
 * ragged tab-separated file with comment lines in the middle (tzdata `zone.tab`), Spitzer
 * photometry of young Taurus stars in a fixed-width CDS table behind a 72-line byte-by-byte
 * description, with `<`/`>` limit flags and blank cells (astropy), the cover of 44 lichen and plant
 * species in 24 reindeer pastures in a wide CSV of eight-letter species codes (scikit-bio's copy of
 * vegan's varespec), the IEEE's listing of MAC address blocks with its owners' names in many
 * spellings (ieee-data), and 61 years of daily Earth rotation parameters with the date split over
 * three columns in an extension-less file (astropy's IERS C04 series).
 * The questions were written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import earthRotation from './earth-rotation';
import humanCodons from './human-codons';
import ieeeIab from './ieee-iab';
import taurusSpitzer from './taurus-spitzer';
import tzZones from './tz-zones';
import vareLichens from './vare-lichens';

export const TABLES: BenchTable[] = [
  humanCodons,
  tzZones,
  taurusSpitzer,
  vareLichens,
  ieeeIab,
  earthRotation,
];
