import type { BenchTable } from '../spec';
import chessChampionships from './chess-championships';
import longestRivers from './longest-rivers';
import mcuFilms from './mcu-films';
import superBowls from './super-bowls';

export const TABLES: BenchTable[] = [longestRivers, superBowls, mcuFilms, chessChampionships];
