/**
 * The tenth synthetic business part: three seeded exports of kinds the other business parts lack —
 * a candle shop's Shopify order export (one row per line item, the order-level fields on an
 * order's first line only, `2025-03-05 14:22:07 -0500` times, newest order first), a design
 * studio's Toggl Track detailed time report (durations `01:23:45`, separate start / end date and
 * time columns, tag lists in a cell, blank amounts on non-billable work) and a software company's
 * HR time-off request report (`Last, First` names, employee numbers with leading zeros,
 * `03/05/2025` dates, half days of 4.0 hours, a footer line under the data). The questions were
 * written (and committed) before the analyst was first run on them, by someone who had not read
 * its code.
 */
import type { BenchTable } from '../spec';
import leaveRequests from './leave-requests';
import shopifyOrders from './shopify-orders';
import timeEntries from './time-entries';

export const TABLES: BenchTable[] = [shopifyOrders, timeEntries, leaveRequests];
