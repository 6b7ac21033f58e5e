/**
 * The third wiki-style table-question part: eight more small tables of other domains (a club's
 * league season with "W 2–1" results and scorer lists, a singer's chart peaks with "—", bridge
 * spans "1,991 m (6,532 ft)", an election with "+22"/"−27" changes and a Total row, a marathon's
 * winners with country codes and "2:09:47" times, a TV season's episodes, space telescopes with
 * joint agencies, a drivers' standings with "1st" positions). The questions and their SQL were
 * written before the analyst was run on them.
 */
import type { BenchTable } from '../spec';
import adeleSingles from './adele-singles';
import bostonMarathon from './boston-marathon';
import breakingBad from './breaking-bad';
import canadaElection from './canada-election';
import celticSeason from './celtic-season';
import f1Standings from './f1-standings';
import spaceTelescopes from './space-telescopes';
import suspensionBridges from './suspension-bridges';

export const TABLES: BenchTable[] = [celticSeason, adeleSingles, suspensionBridges, canadaElection, bostonMarathon, breakingBad, spaceTelescopes, f1Standings];
