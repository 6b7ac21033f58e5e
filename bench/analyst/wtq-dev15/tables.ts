/**
 * The fifteenth wiki-style part: eight small tables (10–28 rows) typed by hand from well-known
 * public facts, laid out as Wikipedia lists them — a World Cup's knockout matches with `1–1 (aet)`
 * scores and shoot-outs named in a notes column, a singer's studio albums under a two-row header
 * (`Peak chart positions` over `US` / `UK`) with `Released: …; Label: …` cells and a footer line,
 * a country's heads of government with `(1876–1967)` / `(born 1944)` in the name cell, an acting
 * holder without a number and `Incumbent`, a Formula One season with dates lacking the year, `‡`
 * sprint marks and a cancelled round, deep-space probes with agencies `ESA / JAXA` and statuses
 * `Ended (2017)`, the highest Alpine road passes with `France / Italy` borders, a video-game
 * series with month-only release dates and `—` scores, and a cricket tournament's finals with
 * `291/8 (60 overs)` scores, results in words and a future `TBA` row. The questions were written
 * (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import alpinePasses from './alpine-passes';
import cricketWorldCupFinals from './cricket-world-cup-finals';
import deepSpaceProbes from './deep-space-probes';
import f12023Season from './f1-2023-season';
import germanChancellors from './german-chancellors';
import madonnaAlbums from './madonna-albums';
import superMarioGames from './super-mario-games';
import worldCup2022Knockout from './world-cup-2022-knockout';

export const TABLES: BenchTable[] = [
  worldCup2022Knockout,
  madonnaAlbums,
  germanChancellors,
  f12023Season,
  deepSpaceProbes,
  alpinePasses,
  superMarioGames,
  cricketWorldCupFinals,
];
