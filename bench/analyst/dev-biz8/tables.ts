/**
 * The eighth synthetic business part: three seeded exports of the kind finance and operations
 * users bring to a chat box — an engineering firm's employee expense line detail with a header
 * block above the column header, the column header repeated every 50 lines, dates written
 * `2024.03.05` and amounts written with their currency code (`EUR 1,234.50`); a commercial
 * landlord's rent roll grouped under merged property rows with blank lines between properties,
 * lease dates written `"Mar 1, 2021"`, percent cells and credit balances written `850.00 CR`; and a
 * SaaS company's MRR movements with event times written `05-Mar-2024 14:02`, customer ids with
 * leading zeros, negative changes in parentheses and a blank line between months. The questions
 * were written (and committed) before the analyst was first run on them, by someone who had not
 * read its code.
 */
import type { BenchTable } from '../spec';
import expenseLines from './expense-lines';
import mrrMovements from './mrr-movements';
import rentRoll from './rent-roll';

export const TABLES: BenchTable[] = [expenseLines, rentRoll, mrrMovements];
