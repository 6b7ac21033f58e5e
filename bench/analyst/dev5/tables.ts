/**
 * The fifth development part: six tables of shapes the analyst was not written for — two small
 * wiki-style lists (cup finals with penalty scores, a discography with dates in words and footnoted
 * sales), a synthetic SaaS subscription export, a wide receipts table with one column per year, an
 * hourly climate-normals series and a short list of points coded A/R with division numbers. The
 * questions were written (and committed) before the analyst was first run on them; developers may
 * read and tune on them, as on dev/.
 */
import type { BenchTable } from '../spec';
import budget from './budget';
import hourlyNormals from './hourly-normals';
import minardArmy from './minard-army';
import subscriptions from './subscriptions';
import taylorSwiftAlbums from './taylor-swift-albums';
import uclFinals from './ucl-finals';

export const TABLES: BenchTable[] = [uclFinals, taylorSwiftAlbums, subscriptions, budget, hourlyNormals, minardArmy];
