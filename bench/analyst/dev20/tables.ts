/**
 * The twentieth development part: six real public files from Debian packages, of shapes and
 * domains used nowhere else in the bench. The questions were written (and committed) before the
 * analyst was first run on them, by someone who had not read its code.
 */
import type { BenchTable } from '../spec';
import atomizationEnergies from './atomization-energies';
import austrianPostcodes from './austrian-postcodes';
import freesurferLut from './freesurfer-lut';
import photoionization from './photoionization';
import refseqGenes from './refseq-genes';
import s57ExpectedInput from './s57-expected-input';

export const TABLES: BenchTable[] = [refseqGenes, photoionization, s57ExpectedInput, atomizationEnergies, austrianPostcodes, freesurferLut];
