/**
 * The thirteenth development part: six real public tables from Debian packages, of shapes and
 * domains used nowhere else in the bench — wave damage to cargo ships by type and period coded
 * as numbers with blank cells, the 1997 Scottish tax-powers referendum by council, the US House
 * committees of the 104th Congress, the world copper market 1951–1975, a wind rose with speed
 * bins as text (one odd `4-4` bin), and bone marrow transplant survival times by leukaemia group.
 * The questions were written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import copperMarket from './copper-market';
import houseCommittees from './house-committees';
import marrowTransplant from './marrow-transplant';
import scottishVote from './scottish-vote';
import shipDamage from './ship-damage';
import windRose from './wind-rose';

export const TABLES: BenchTable[] = [
  shipDamage,
  scottishVote,
  houseCommittees,
  copperMarket,
  windRose,
  marrowTransplant,
];
