/**
 * Verbs of questions and the words table headers use for them: "wrote" → Writer, "Written by";
 * "won" → Winner. The one place a verb's forms are listed, read by the table stage (a verb names
 * a "… by" column) and by follow-ups pointing back ("who wrote it?").
 */

/** Past forms whose column names use another form ("wrote" → "Written by", "won" → "Winner"). */
const VERB_FORMS: Record<string, string[]> = {
  wrote: ['write', 'writer', 'written', 'writ'],
  written: ['write', 'writer', 'writ'],
  won: ['win', 'winner', 'winning'],
  ran: ['run', 'runner'],
  sang: ['sing', 'singer'],
  sung: ['sing', 'singer'],
  drove: ['drive', 'driver'],
  led: ['lead', 'leader'],
  built: ['build', 'builder'],
  made: ['make', 'maker'],
  directed: ['director', 'direct', 'directed'],
  produced: ['producer', 'produce'],
  composed: ['composer', 'compose'],
  designed: ['designer', 'design', 'architect'],
  coached: ['coach'],
  managed: ['manager'],
  scored: ['scorer', 'score', 'scorers'],
  hosted: ['host'],
  held: ['venue', 'location', 'host', 'city'],
  played: ['venue', 'stadium', 'opponent'],
};
// looked up with words of questions: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(VERB_FORMS, null);

/** The header words a question's verb may stand for ("wrote" → write, writer, written, writ); lower case. */
export function verbForms(word: string): string[] {
  return VERB_FORMS[word] ?? [];
}

/**
 * Whether a question's verb names a column headed by a participle and "by" ("write", "wrote" →
 * "Written by", "directs" → "Directed by"): the participle is one of the verb's forms, or the two
 * share their first four letters and the verb is most of them.
 */
export function namesDoneBy(verb: string, header: string): boolean {
  const participle = /^\s*([a-z]+)\s+by\s*$/i.exec(header)?.[1]?.toLowerCase();
  if (!participle) return false;
  if (verbForms(verb).includes(participle)) return true;
  if (verb.length < 4) return false;
  let common = 0;
  while (common < verb.length && verb[common] === participle[common]) common++;
  return common >= 4 && common >= verb.length - 2;
}
