/** Columns of people's names, told by their header ("Author", "Prime minister", "Home captain", "Name"). */
import type { ListColumn } from './table';

/** Header words of a column of people's names. */
const PERSON_HEADER =
  /^(name|person|people|author|writer|poet|novelist|director|president|minister|pm|premier|chancellor|king|queen|monarch|ruler|emperor|pope|leader|governor|mayor|senator|captain|coach|manager|player|athlete|driver|rider|cyclist|runner|swimmer|golfer|boxer|jockey|skater|actor|actress|singer|artist|composer|painter|architect|designer|inventor|discoverer|scientist|astronaut|pilot|candidate|holder|laureate|recipient|nominee|champion|medall?ist|scorer|founder|owner|chairman|chair|ceo|host|presenter|conductor|producer|trainer|referee|umpire|editor|[a-z]{3,}ist)s?$/;

/** Header words of a column of things that a people word beside them qualifies ("Host country", "Player team"). */
const THING_HEADER = /^(title|film|book|album|song|work|party|country|nation|team|club|venue|city)$/;

/** Whether a column's header says it holds people's names. */
export const namesPeople = (c: Pick<ListColumn, 'stems'>): boolean =>
  c.stems.some((s) => PERSON_HEADER.test(s)) && !c.stems.some((s) => THING_HEADER.test(s));
