/**
 * The third synthetic business part: three seeded exports of the kind business users bring to a
 * chat box — an e-commerce web-analytics session export with dates written `Mar 5, 2024`, a
 * visitor id repeated over sessions and revenue blank unless the session converted, a warehouse
 * shipment log with day-first dates, euro costs and a delivered date blank while a parcel is in
 * transit or lost, and a SaaS invoice export with a customer repeated over monthly invoices,
 * dollar amounts, percent discounts and a paid date blank while unpaid. The questions were
 * written (and committed) before the analyst was first run on them, by someone who had not read
 * its code.
 */
import type { BenchTable } from '../spec';
import saasInvoices from './saas-invoices';
import shipments from './shipments';
import webSessions from './web-sessions';

export const TABLES: BenchTable[] = [webSessions, shipments, saasInvoices];
