/**
 * The seventh wiki-style table-question part: eight small tables of other domains (national parks
 * with "49,071.40 acres (198.6 km²)" areas and several states in a cell, a band's concert tour with
 * dates "7 June 1986" and "—" attendances, an award's Best Director winners with "68th" ceremonies
 * and "$16.5 million" budgets, a country's busiest airports with one column per year, "+28.5%"
 * changes and a Total row, consoles with "154.02 million" sales, constructors' champions with a
 * half point, a sitcom's seasons with tied ranks, cup finals with "0–0 (a.e.t.) (5–4 p)" scores).
 * The questions and their SQL were written before the analyst was run on them.
 */
import type { BenchTable } from '../spec';
import bestDirector from './best-director';
import consoleSales from './console-sales';
import f1Constructors from './f1-constructors';
import faCupFinals from './fa-cup-finals';
import friendsSeasons from './friends-seasons';
import magicTour from './magic-tour';
import ukAirports from './uk-airports';
import usNationalParks from './us-national-parks';

export const TABLES: BenchTable[] = [
  usNationalParks,
  magicTour,
  bestDirector,
  ukAirports,
  consoleSales,
  f1Constructors,
  friendsSeasons,
  faCupFinals,
];
