/**
 * The ninth synthetic business part: three seeded exports of the kind owners and marketers bring
 * to a chat box — a bakery's business current account as the bank's CSV download gives it (a
 * byte-order mark, newest first, `05/03/2024` dates, apostrophe-prefixed sort code and account
 * number, debit and credit in two columns, a running balance that dips into the overdraft); an
 * outdoor retailer's email campaign report (campaign ids with leading zeros, names holding commas,
 * `3/5/2024 2:02 PM` send times, percent cells, `$1,234.56` revenue, `Cancelled` / `Canceled`, an
 * export line under the data); and a London private-hire fleet's trip export (ISO `Z` times,
 * `mm:ss` durations, `1.4x` surge, `£` money with a negative service fee, snake-case statuses).
 * The questions were written (and committed) before the analyst was first run on them, by someone
 * who had not read its code.
 */
import type { BenchTable } from '../spec';
import bankStatement from './bank-statement';
import driverTrips from './driver-trips';
import emailCampaigns from './email-campaigns';

export const TABLES: BenchTable[] = [bankStatement, emailCampaigns, driverTrips];
