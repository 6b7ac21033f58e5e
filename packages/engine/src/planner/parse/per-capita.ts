/**
 * "gdp per capita", "income per head" over a table that has no count of people to divide by: the
 * figure is already one per person (a country's GDP per capita, a state's per capita income), so
 * "per capita" only says what the column is. The words are read as part of the measure's name
 * and left out of the question; with a column of people (population, inhabitants) they stay, to
 * be divided by it.
 */
import type { DatasetIndex } from '../schema-index';

const PER_PERSON = /\s*\bper\s+(?:capita|head|person|inhabitant|resident)\b/gi;
const PEOPLE = /^(pop|population|people|persons|inhabitants|residents|capita|head|heads)$/;

/** The question without "per capita" when no column counts people, else as it was. */
export function withoutPerCapita(question: string, index: DatasetIndex): string {
  if (!PER_PERSON.test(question)) return question;
  PER_PERSON.lastIndex = 0;
  if (index.columns.some((c) => c.words.some((w) => PEOPLE.test(w)))) return question;
  return question.replace(PER_PERSON, '');
}
