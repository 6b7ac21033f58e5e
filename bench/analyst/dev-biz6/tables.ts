/**
 * The sixth synthetic business part: three seeded exports of the kind business users bring to a
 * chat box — a warehouse management system's stock-movement report for H1 2024 exported the Excel
 * way (a title line and a run line above the header), dates written `2024/03/05`, movement types
 * as WMS codes (`RCPT`, `PICK`, `XFER-OUT`, `ADJ` …) and signed quantities; a P&C insurer's claim
 * listing with `Mar-05-2024` dates, money written `USD 1,234.50` and recoveries as
 * `USD (1,200.00)`, a claim status typed in inconsistent case (`OPEN`, `closed`, `Open `) and
 * blanks for unassigned adjusters and unset reserves; and a fleet fuel-card export with ISO
 * timestamps carrying the merchant's UTC offset (`2024-03-05T14:22:00-06:00`), a discount blank
 * when zero and an odometer blank when unknown. The questions were written (and committed) before
 * the analyst was first run on them, by someone who had not read its code.
 */
import type { BenchTable } from '../spec';
import claimsExport from './claims-export';
import fuelTransactions from './fuel-transactions';
import stockMovements from './stock-movements';

export const TABLES: BenchTable[] = [stockMovements, claimsExport, fuelTransactions];
