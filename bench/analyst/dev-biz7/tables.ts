/**
 * The seventh synthetic business part: three seeded exports of the kind business users bring to a
 * chat box — an outpatient clinic group's appointment detail report for H1 2024 with dates written
 * `Tue 03/05/2024`, times `8:45 AM`, a status typed in inconsistent case and spelling (`No Show`,
 * `NO SHOW`, `No-Show`, `Canceled`, `CANCELLED`) and two footer lines under the data; a biweekly
 * payroll register with dates written `19-JAN-24`, deductions written with a trailing minus
 * (`412.55-`), a `*** PAY DATE TOTAL ***` row after each pay date and a report total at the end;
 * and an injection-moulding plant's shift production log with a units line under the header,
 * quantities written with a space between thousands (`33 120`) and downtime written `1:35`. The
 * questions were written (and committed) before the analyst was first run on them, by someone who
 * had not read its code.
 */
import type { BenchTable } from '../spec';
import clinicAppointments from './clinic-appointments';
import payrollRegister from './payroll-register';
import productionLog from './production-log';

export const TABLES: BenchTable[] = [clinicAppointments, payrollRegister, productionLog];
