/** The development part: tables and questions the analyst's developers may read and tune on. */
import type { BenchTable } from '../spec';
import airports from './airports';
import cars from './cars';
import disasters from './disasters';
import gapminder from './gapminder';
import movies from './movies';
import seattleWeather from './seattle-weather';
import stocks from './stocks';

export const TABLES: BenchTable[] = [seattleWeather, stocks, movies, cars, gapminder, airports, disasters];
