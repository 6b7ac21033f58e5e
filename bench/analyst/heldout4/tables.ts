/**
 * The fourth held-out part. Developers of the analyst must not open this folder nor run it with
 * --verbose: its figures are only worth something while nobody tunes on it (see README.md here).
 */
import type { BenchTable } from '../spec';
import bondFilms from './bond-films';
import cricketFinals from './cricket-finals';
import driving from './driving';
import expenseClaims from './expense-claims';
import globalTemp from './global-temp';
import usBirths from './us-births';
import usElections from './us-elections';
import windvectors from './windvectors';

export const TABLES: BenchTable[] = [bondFilms, usElections, cricketFinals, expenseClaims, driving, windvectors, globalTemp, usBirths];
