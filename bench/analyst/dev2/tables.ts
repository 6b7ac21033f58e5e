/**
 * The second development part: public tables of other shapes (wide tables with one column per
 * industry, counts per category and year, a small lab table) with questions written before the
 * analyst was run on them. Developers may read and tune on these, as on dev/.
 */
import type { BenchTable } from '../spec';
import burtin from './burtin';
import crimea from './crimea';
import jobs from './jobs';
import usEmployment from './us-employment';

export const TABLES: BenchTable[] = [jobs, usEmployment, burtin, crimea];
