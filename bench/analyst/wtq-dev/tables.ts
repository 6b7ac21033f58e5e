/**
 * The table-question part: small text-heavy tables in the style of WikiTableQuestions (places
 * written "1st", scores "2–1 (a.e.t.)", goal differences "+32" / "−14", dates written out, "—"
 * for nothing), with questions about rows in their listed order, look-ups of one cell by another,
 * counts of rows matching a condition and two rows compared. The questions and their SQL were
 * written before the analyst was run on them. Developers may read and tune on this part.
 */
import type { BenchTable } from '../spec';
import beatlesAlbums from './beatles-albums';
import bestPicture from './best-picture';
import boltResults from './bolt-results';
import elements from './elements';
import filmography from './filmography';
import premierLeague from './premier-league';
import summerOlympics from './summer-olympics';
import winterMedals from './winter-medals';
import worldCupFinals from './world-cup-finals';

export const TABLES: BenchTable[] = [worldCupFinals, boltResults, beatlesAlbums, premierLeague, summerOlympics, elements, bestPicture, winterMedals, filmography];
