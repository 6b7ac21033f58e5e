/**
 * The held-out part: tables that appear only here. Whoever develops the analyst does not read
 * these files nor runs them with --verbose; the runner prints only aggregate figures for them.
 */
import type { BenchTable } from '../spec';
import barley from './barley';
import flights from './flights';
import iowaElectricity from './iowa-electricity';
import laRiots from './la-riots';
import penguins from './penguins';
import population from './population';

export const TABLES: BenchTable[] = [penguins, flights, laRiots, iowaElectricity, population, barley];
