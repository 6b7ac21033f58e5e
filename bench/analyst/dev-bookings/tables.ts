/**
 * The bookings development part: a synthetic hotel-bookings export (two hotels, a 0/1
 * cancellation flag, arrival month names, ISO3 country codes, guests and nights split over
 * several count columns). The questions were written before the analyst was first run on them;
 * developers may read and tune on these, as on dev/.
 */
import type { BenchTable } from '../spec';
import hotelBookings from './hotel-bookings';

export const TABLES: BenchTable[] = [hotelBookings];
