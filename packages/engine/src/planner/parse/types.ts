/** The parser's word and result types. */
import type { AnalystQuery } from '@ai-analyst/contract';

export interface Tok {
  /** Lower-case surface form. */
  word: string;
  stem: string;
  canon: string;
  i: number;
  /** What placed this word (a stage name), if anything. */
  used?: string;
  /** Written in capitals in the question ("OR", "SEA"): may be a code even if it looks like a word. */
  upper?: boolean;
  /** One letter other than "I" or "A" written as a capital ("N", "E"): may be a one-letter code. */
  capital?: boolean;
  /** A number written with a minus sign before it ("below -1"), not a dash between two numbers. */
  negative?: boolean;
}

export interface Parsed {
  query?: AnalystQuery;
  /** Words of the question the parser could not place (shown to the user). */
  ignored: string[];
  /** 0–1: 1 when every content word was placed and a measure was found. */
  confidence: number;
  clarify?: { question: string; choices: string[] };
  /** Set when the question is an opening message ("here is my data") rather than an analysis. */
  opening?: boolean;
  /**
   * Set when no other reading should replace this one: a clarifying question about something the
   * data cannot answer as asked (a code, a year it does not cover, a missing date column), or a
   * query sure of its shape (every word placed, groups ranked or compared, shares).
   */
  firm?: boolean;
  /** How many words were matched to this dataset's columns and values (to choose among datasets). */
  placed?: number;
  /**
   * The first or last of an ordered column (a year, a date) among the rows meeting a comparison
   * ("the last year rainfall topped 900"): no reading of the table's row order replaces it.
   */
  firstMeeting?: boolean;
  /** Read as a follow-up of the previous query (a pronoun, a sibling column): no fresh reading replaces it. */
  followUp?: boolean;
}
