/**
 * The twentieth development part: six real public files from Debian packages, of shapes and
 * domains used nowhere else in the bench — a sample of UCSC's RefSeq gene table with UCSC's
 * camel-case headers and comma lists in cells (datamash's examples), pymatgen's photoionization
 * cross sections whose header carries an unnamed column and four `Unnamed: 0…` copies of the row
 * number, GDAL's S-57 chart attribute values in Latin-1 with a backslash-escaped quote and empty
 * meanings, Open Babel's atomic thermochemistry in a pipe-separated file whose header line starts
 * with `#`, python-stdnum's Austrian postcodes written `8010 location="Graz" region="Steiermark"`
 * with repeated lines, and FreeSurfer's colour look-up table (space-aligned, CRLF, `#` blocks)
 * from MNE. The questions were written (and committed) before the analyst was first run on them,
 * by someone who had not read its code.
 */
import type { BenchTable } from '../spec';
import atomizationEnergies from './atomization-energies';
import austrianPostcodes from './austrian-postcodes';
import freesurferLut from './freesurfer-lut';
import photoionization from './photoionization';
import refseqGenes from './refseq-genes';
import s57ExpectedInput from './s57-expected-input';

export const TABLES: BenchTable[] = [
  refseqGenes,
  photoionization,
  s57ExpectedInput,
  atomizationEnergies,
  austrianPostcodes,
  freesurferLut,
];
