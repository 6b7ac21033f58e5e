/**
 * The seventeenth development part: six real public tables from Debian packages, of shapes and
 * domains used nowhere else in the bench — every Ubuntu release with its support dates, in a CSV
 * whose rows stop after their last date and whose version cells carry an ` LTS` code
 * (distro-info-data), the satellite track of a sea turtle crossing the Pacific with month-first
 * timestamps quoted on some rows only (R sp), the strength of a chemical paste by delivery batch
 * and cask as written by R with a nameless row-number column (statsmodels' copy of lme4 Pastes),
 * homicides around St. Louis in a wide CSV of period-coded columns (`HR7984`, `PE87`) behind a
 * polygon-text column (PySAL), mackerel egg densities at survey stations in a space-separated file
 * (R sm), and weekly Salmonella Agona cases with `199001` week codes, a space-separated header over
 * tab-separated rows and Windows line ends (R surveillance).
 * The questions were written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import mackerelEggs from './mackerel-eggs';
import pasteStrength from './paste-strength';
import salmonellaAgona from './salmonella-agona';
import stlHomicides from './stl-homicides';
import turtleTrack from './turtle-track';
import ubuntuReleases from './ubuntu-releases';

export const TABLES: BenchTable[] = [
  ubuntuReleases,
  turtleTrack,
  pasteStrength,
  stlHomicides,
  mackerelEggs,
  salmonellaAgona,
];
