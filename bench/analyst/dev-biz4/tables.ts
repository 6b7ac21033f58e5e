/**
 * The fourth synthetic business part: three seeded exports of the kind business users bring to a
 * chat box — a paid-ads daily campaign report with month-first two-digit-year days (`3/5/24`),
 * dollar spend and conversion value, thousands separators in impressions and clicks, a CTR
 * percent column and a Brand Y / N flag; an HR employee roster of current and former staff with
 * `05-Mar-2019` dates, a termination date blank while employed, manager ids repeated over their
 * reports and salary blank for contractors; and an e-commerce returns log with camelCase headers,
 * `2024/03/05` dates, repeated order and customer ids, pound amounts and a refund blank unless
 * refunded. The questions were written (and committed) before the analyst was first run on
 * them, by someone who had not read its code.
 */
import type { BenchTable } from '../spec';
import adCampaigns from './ad-campaigns';
import employees from './employees';
import returns from './returns';

export const TABLES: BenchTable[] = [adCampaigns, employees, returns];
