/**
 * The fifth synthetic business part: three seeded exports of the kind business users bring to a
 * chat box — an inbound contact-centre call log with UPPER_SNAKE headers, compact `20240305`
 * dates, talk time as `0:04:32` and agent, transfer and resolution blank on abandoned calls; a
 * German EV charge-point operator's session export, semicolon-separated with decimal commas
 * (`23,417` kWh, `12,40` EUR) and `05.03.2024 14:22` timestamps; and a consumer-loan application
 * pipeline with `5 Mar 2024` dates, `"$12,500"` amounts, `11.99%` APRs and blanks that follow the
 * status. The questions were written (and committed) before the analyst was first run on them,
 * by someone who had not read its code.
 */
import type { BenchTable } from '../spec';
import callCentreCalls from './call-centre-calls';
import evChargingSessions from './ev-charging-sessions';
import loanApplications from './loan-applications';

export const TABLES: BenchTable[] = [callCentreCalls, evChargingSessions, loanApplications];
