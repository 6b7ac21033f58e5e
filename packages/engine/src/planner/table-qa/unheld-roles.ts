/**
 * "who umpired the 1999 match", "who was top goal scorer in 2010": a "who" question whose deed
 * (a verb in -ed right after "who") or role (a noun of a doer such as scorer, referee, manager)
 * names no column of the table. Such a question is never answered from a column the stage falls
 * back on (the table's name column, or the first column headed like people), which holds someone
 * else: it is asked back instead.
 */
import type { Ctx } from './target';

/** Verbs of a result that the table's own rows name (the row that finished, won, played …). */
const OUTCOME_VERBS = /^(finished|placed|ranked|qualified|advanced|played|won|lost|drew|tied|beat|beaten|defeated|failed|started|entered|ended|retired|resigned|died|succeeded|served|reigned|ruled|arrived|debuted|named|called|listed|elected|appointed|born|based|located|founded|opened|released)$/;

/** Nouns of someone's role in an event ("scorer", "referee", "manager", "captain"). */
const ROLE_NOUN = /^[a-z]{3,}(er|or|ee|ist)s?$/;
/** Role nouns of the row itself: the winner, the runner-up. */
const ROW_ROLES = /^(winner|winners|runner|runners|loser|losers|member|members|number|other|order|either|neither)$/;

export function roleNotHeld(ctx: Ctx): boolean {
  const { text } = ctx;
  const q = text.indexOf('who');
  if (q < 0) return false;
  const placed = (i: number) => ctx.cols.some((c) => c.start <= i && i < c.end) || ctx.cells.some((m) => m.start <= i && i < m.end) || ctx.used.has(i);
  // "who umpired the match": a deed of someone no column names
  const verb = text[q + 1] ?? '';
  if (/^[a-z]{4,}ed$/.test(verb) && !OUTCOME_VERBS.test(verb) && !placed(q + 1)) return true;
  // "who was (the) top goal scorer": the role asked, said before any condition
  if (!/^(was|is|were|are)$/.test(verb)) return false;
  // "who was on pole in 2019", "who was at the wheel": a place in the event no column names
  const at = /^(on|at)$/.test(text[q + 2] ?? '') ? (text[q + 3] === 'the' ? q + 4 : q + 3) : -1;
  if (at > 0 && /^[a-z]{3,}$/.test(text[at] ?? '') && !placed(at) && /^(in|for|during|$)/.test(text[at + 1] ?? '')) return true;
  for (let i = q + 2; i < Math.min(text.length, q + 6); i++) {
    const w = text[i] as string;
    if (/^(in|of|for|at|on|from|during|when|after|before|\d.*)$/.test(w)) break;
    if (ROLE_NOUN.test(w) && !ROW_ROLES.test(w) && !placed(i)) return true;
  }
  return false;
}
