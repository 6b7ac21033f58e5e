/**
 * Verbs of questions and the words table headers use for them: "wrote" → Writer, "Written by";
 * "won" → Winner; "built" → Manufacturer; "flows into" → Outflow. The one place a verb's forms
 * are listed, read by the table stage and the parser (a verb names its doer's column) and by
 * follow-ups pointing back ("who wrote it?"). It also says which side of a contest a question
 * asks for: "who beat X" the winner, "who did X beat" the loser.
 */

/** Past forms whose column names use another form ("wrote" → "Written by", "won" → "Winner"). */
const VERB_FORMS: Record<string, string[]> = {
  wrote: ['write', 'writer', 'written', 'writ'],
  written: ['write', 'writer', 'writ'],
  won: ['win', 'winner', 'winning'],
  built: ['build', 'builder', 'manufacturer', 'maker'],
  ran: ['run', 'runner'],
  sang: ['sing', 'singer'],
  sung: ['sing', 'singer'],
  drove: ['drive', 'driver'],
  led: ['lead', 'leader'],
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
  rode: ['ride', 'rider', 'jockey'],
  ridden: ['ride', 'rider', 'jockey'],
  trained: ['train', 'trainer'],
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

/**
 * Verbs (any form) and role nouns of questions → the header words of the column holding who did
 * it or where it goes: "who made X" → Manufacturer, "what does X flow into" → Outflow. A doer is
 * named only by a word of the data's headers; the list never guesses a column that is not there.
 */
const DOERS: Record<string, string[]> = Object.create(null);
const doers = (words: string, headers: string[]) => words.split(' ').forEach((w) => (DOERS[w] = headers));
doers('build builds built', ['builder', 'manufacturer', 'maker', 'constructor', 'built']);
doers('make makes made', ['maker', 'manufacturer']);
doers('manufacture manufactures manufactured', ['manufacturer', 'maker']);
doers('design designs designed', ['designer', 'architect']);
doers('develop develops developed', ['developer']);
doers('publish publishes published', ['publisher']);
doers('write writes wrote written', ['writer', 'author']);
doers('direct directs directed', ['director']);
doers('produce produces produced', ['producer']);
doers('compose composes composed', ['composer']);

/** Verbs naming where a thing goes only with "into" or "to" after them ("flows into", "empties into"). */
const INTO: Record<string, string[]> = Object.create(null);
'flow flows flowed empty empties emptied drain drains drained discharge discharges'.split(' ').forEach((w) => (INTO[w] = ['outflow', 'mouth', 'outlet']));

/**
 * The header words a question word names as the column of its doer or its destination ("built"
 * → manufacturer, builder…; "flows" before "into" → outflow, mouth; "runner" before "up" →
 * runner, second); `next` is the word after it. Lower case; empty when it names none.
 */
export function doerHeaders(word: string, next?: string): string[] {
  if (INTO[word]) return next === 'into' || next === 'to' ? INTO[word] : [];
  if (word === 'runner') return next === 'up' || next === 'ups' ? ['runner', 'second', 'finalist'] : [];
  return DOERS[word] ?? [];
}

/** Forms of the verbs of a contest: winning, losing and beating (lower case). */
const WIN_FORMS = ['won', 'win', 'wins'];
const LOSE_FORMS = ['lost', 'lose', 'loses'];
const BEAT_FORMS = ['beat', 'beats', 'defeat', 'defeats', 'defeated'];

/** A pattern matching a whole word that is one of the lists' words. */
const oneOf = (...lists: string[][]) => new RegExp(`^(?:${lists.flat().join('|')})$`);

/** Words of winning or losing → the header words of that side's column ("won" → Winning team). */
const SIDE_WORDS: Record<string, string[]> = Object.create(null);
WIN_FORMS.forEach((w) => (SIDE_WORDS[w] = ['winner', 'winning', 'champion', 'victor']));
'champion champions'.split(' ').forEach((w) => (SIDE_WORDS[w] = ['winner', 'winning', 'champion']));
LOSE_FORMS.forEach((w) => (SIDE_WORDS[w] = ['loser', 'losing']));
'finalist finalists'.split(' ').forEach((w) => (SIDE_WORDS[w] = ['runner', 'finalist', 'loser']));

/**
 * The header words of the side a word of winning or losing names ("won" → winner, winning…).
 * Which side a question asks for also depends on who does it: see `sideAsked`.
 */
export function sideHeaders(word: string): string[] {
  return SIDE_WORDS[word] ?? [];
}

/** The two sides of a contest a question may ask for. */
export type Side = 'winner' | 'loser';

/** Header words of each side's column, the surest first. */
const SIDE_HEADERS: Record<Side, string[]> = {
  winner: ['winner', 'winners', 'winning', 'champion', 'champions', 'victor'],
  loser: ['runner', 'runners', 'loser', 'losers', 'losing', 'finalist', 'finalists', 'second'],
};
const BEAT = oneOf(BEAT_FORMS, ['eliminate', 'eliminates', 'eliminated', 'edged', 'overcame']);
const BEATEN = /^(beaten|defeated|eliminated)$/;
const WIN = oneOf(WIN_FORMS);
const LOSE = oneOf(LOSE_FORMS);
const WINNER_NOUN = /^(winner|winners|champion|champions|victor)$/;
const LOSER_NOUN = /^(loser|losers|finalist|finalists)$/;
const AUX = /^(did|does|do|has|have|had|will|would)$/;

/**
 * The side a question asks for by its verb of winning or losing, from the question word's point
 * of view: "who won X", "who beat X", "who was champion", "who did X lose to" → winner; "who lost",
 * "who was runner up", "who did X beat", "who was beaten by X" → loser. Words are lower case.
 */
export function sideAsked(words: string[]): Side | undefined {
  const q = words.findIndex((w) => /^(who|whom|which|what)$/.test(w));
  if (q < 0) return undefined;
  const v = words.findIndex(
    (w, i) => i > q && (BEAT.test(w) || BEATEN.test(w) || WIN.test(w) || LOSE.test(w) || WINNER_NOUN.test(w) || LOSER_NOUN.test(w) || (w === 'runner' && /^ups?$/.test(words[i + 1] ?? ''))),
  );
  if (v < 0) return undefined;
  const verb = words[v] as string;
  if (WINNER_NOUN.test(verb)) return 'winner';
  if (LOSER_NOUN.test(verb) || verb === 'runner') return 'loser';
  // "who did X beat": the question word is the verb's object (a subject stands between)
  const object = words.slice(q + 1, v - 1).some((w) => AUX.test(w));
  // "who was beaten by X" (the asked one lost) against "who was X beaten by" (the asked one won)
  if (BEATEN.test(verb) && /^(was|were|is|are|been|got|get)$/.test(words[v - 1] ?? '') && words[v + 1] === 'by') return 'loser';
  if (BEATEN.test(verb) && words.at(-1) === 'by') return 'winner';
  if (BEAT.test(verb) || WIN.test(verb)) return object ? 'loser' : 'winner';
  return object ? 'winner' : 'loser';
}

/**
 * The column of a side: a text column whose header has one of the side's words (the surest
 * word that names exactly one column). `columns` holds each column's header stems, or undefined
 * for a column that cannot be the answer (a number, a column the question filters on).
 */
export function sideColumn(columns: (string[] | undefined)[], side: Side): number | undefined {
  for (const header of SIDE_HEADERS[side]) {
    const fits = columns.flatMap((stems, i) => (stems?.includes(header) ? [i] : []));
    if (fits.length === 1) return fits[0];
    if (fits.length > 1) return undefined;
  }
  return undefined;
}

/**
 * Words by which a question says which side a name it names was on, read by the table stage when
 * the name sits in both sides' columns: "did kasparov win", "the year zidane was champion" → the
 * winner's; "X lost", "runner up", "finished second" → the loser's. `BEATING` verbs make their
 * object the loser ("who beat kasparov") and their subject the winner; `LOST_TO` before "to" makes
 * the name after it the winner ("lost to kasparov").
 */
export const SAID_WON = oneOf(WIN_FORMS, ['winning', 'champion', 'champions', 'victorious', 'title', 'titles']);
export const SAID_LOST = oneOf(LOSE_FORMS, ['losing', 'runner', 'second', 'finalist']);
export const BEATING = oneOf(BEAT_FORMS, ['beaten']);
export const LOST_TO = oneOf(LOSE_FORMS, ['losing']);

/** Header stems of the winner's and the loser's column of a contest, medal and place words included. */
export const WINNER_HEADER_STEMS = oneOf(['win', 'winner', 'winning', 'champion', 'first', 'gold']);
export const LOSER_HEADER_STEMS = oneOf(['los', 'lose', 'loser', 'losing', 'runner', 'second', 'finalist', 'silver']);

/** Participles that say the same deed of an award or an event ("not given" = "not awarded", "not staged" = "not held"). */
const SAME_DEEDS: string[][] = [
  ['awarded', 'given', 'presented', 'handed', 'conferred', 'granted'],
  ['held', 'staged', 'hosted', 'contested', 'played', 'run', 'organised', 'organized'],
];

/** The participles saying the same deed as `word` (itself included); empty when it is none of them. */
export function sameDeed(word: string): string[] {
  return SAME_DEEDS.find((group) => group.includes(word)) ?? [];
}
