import type { BenchTable } from '../spec';
import carbonEmissions from './carbon-emissions';
import co2Weekly from './co2-weekly';
import lifeTable from './life-table';
import olympians from './olympians';
import penguinsRaw from './penguins-raw';
import travelModeChoice from './travel-mode-choice';

export const TABLES: BenchTable[] = [penguinsRaw, olympians, lifeTable, co2Weekly, carbonEmissions, travelModeChoice];
