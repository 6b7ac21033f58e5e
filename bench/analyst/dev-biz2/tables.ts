/**
 * The second synthetic business part: three seeded exports of the kind business users bring to
 * a chat box — a helpdesk ticket export with text timestamps and blank satisfaction scores, a
 * retail point-of-sale line-item export with an order id repeated over its lines, pound-sign
 * prices, percent discounts and day-first dates, and a B2B CRM deal export whose close date and
 * won flag are empty while a deal is open. The questions were written (and committed) before the
 * analyst was first run on them, by someone who had not read its code.
 */
import type { BenchTable } from '../spec';
import crmDeals from './crm-deals';
import posLines from './pos-lines';
import supportTickets from './support-tickets';

export const TABLES: BenchTable[] = [supportTickets, posLines, crmDeals];
