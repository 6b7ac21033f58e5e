/**
 * The nineteenth development part: six real public tables from Debian packages, of shapes and
 * domains used nowhere else in the bench — the Unicode Character Database's main file, 15
 * semicolon-separated fields with no header and hex code points (unicode-data), the network
 * services list `/etc/services` with port and protocol written together, aliases and trailing
 * comments (netbase), the Yale Bright Star Catalogue in a space-aligned file with a quoted
 * fixed-width name field and `0` for a missing SAO number (xplanet), the BSD calendar's music
 * history with month/day dates, no year column and continuation lines (calendar), NCBI's organism
 * list with genetic codes and GenBank divisions behind a lone version line (ncbi-data), and the
 * BLOSUM62 substitution matrix, a square wide table with an unlabelled first column (ncbi-data).
 * The questions were written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import blosum62 from './blosum62';
import brightStars from './bright-stars';
import musicCalendar from './music-calendar';
import ncbiTaxlist from './ncbi-taxlist';
import netServices from './net-services';
import unicodeData from './unicode-data';

export const TABLES: BenchTable[] = [
  unicodeData,
  netServices,
  brightStars,
  musicCalendar,
  ncbiTaxlist,
  blosum62,
];
