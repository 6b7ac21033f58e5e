import { table } from '../spec';

/** The ten computer ratings in the file's column order. */
const SYSTEMS = ['UCC', 'PAY', 'LAZ', 'KPK', 'RT', 'COF', 'BIH', 'DII', 'ENG', 'ACU'];
/** The eleven numbers (ten systems and the consensus rank) fill the first 46 characters of a line. */
const NUMBERS = `regexp_extract_all(substring("line", 1, 46), '\\d+')`;

/** A team's worst system rank minus its best. */
const SPREAD = `(greatest(${SYSTEMS.join(', ')}) - least(${SYSTEMS.join(', ')}))`;

export default table({
  name: 'football_ratings',
  file: 'massey-rating.txt',
  domain:
    "College football computer ratings (a Massey ratings comparison excerpt shipped with the R package readr as a fixed-width example): a header line, then the top ten teams, each with its rank in ten rating systems under short codes (UCC, PAY, LAZ, KPK, RT, COF, BIH, DII, ENG, ACU), its consensus Rank, the team name (may hold spaces: Ohio St, Michigan St) and its conference code (B10, P12, SEC, B12, ACC), in space-padded columns",
  load: `SELECT ${SYSTEMS.map((s, i) => `${NUMBERS}[${i + 1}]::INTEGER AS "${s}"`).join(', ')},
      ${NUMBERS}[11]::INTEGER AS "Rank", trim(substring("line", 48, 16)) AS "Team", trim(substring("line", 64)) AS "Conf"
    FROM read_csv('{file}', header = false, skip = 1, delim = '|', quote = '', escape = '', columns = {'line': 'VARCHAR'})`,
  questions: [
    ['who is ranked #1', 'lookup', `SELECT Team FROM t WHERE Rank = 1`],
    ['how many teams in the list', 'aggregate', `SELECT count(*) FROM t`],
    ['teams per conference', 'group-by', `SELECT Conf, count(*) FROM t GROUP BY Conf`],
    ['which conf has the most teams', 'argmax', `SELECT Conf FROM t GROUP BY Conf ORDER BY count(*) DESC LIMIT 1`],
    ['which teams are those', 'follow-up', `SELECT Team FROM t WHERE Conf = 'SEC'`],
    ['what rank does ENG give alabama', 'lookup', `SELECT ENG FROM t WHERE Team = 'Alabama'`],
    ['and ACU', 'follow-up', `SELECT ACU FROM t WHERE Team = 'Alabama'`],
    ['tcu rank overall', 'lookup', `SELECT Rank FROM t WHERE Team = 'TCU'`],
    ['which team does ACU rate worst', 'argmax', `SELECT Team FROM t ORDER BY ACU DESC LIMIT 1`],
    ['what rank did it give them', 'follow-up', `SELECT max(ACU) FROM t`],
    ['avg of the ten system ranks for georgia', 'filtered', `SELECT (UCC + PAY + LAZ + KPK + RT + COF + BIH + DII + ENG + ACU) / 10.0 FROM t WHERE Team = 'Georgia'`],
    ['worst ranking any system gives georgia tech', 'filtered', `SELECT greatest(UCC, PAY, LAZ, KPK, RT, COF, BIH, DII, ENG, ACU) FROM t WHERE Team = 'Georgia Tech'`],
    ['which system ranks it that low', 'follow-up', `SELECT k FROM (UNPIVOT (SELECT * EXCLUDE (Rank, Conf) FROM t WHERE Team = 'Georgia Tech') ON COLUMNS(* EXCLUDE (Team)) INTO NAME k VALUE v) ORDER BY v DESC LIMIT 1`],
    ['how many systems put oregon 2nd', 'filtered', `SELECT (UCC = 2)::INT + (PAY = 2)::INT + (LAZ = 2)::INT + (KPK = 2)::INT + (RT = 2)::INT + (COF = 2)::INT + (BIH = 2)::INT + (DII = 2)::INT + (ENG = 2)::INT + (ACU = 2)::INT FROM t WHERE Team = 'Oregon'`],
    ['which teams does BIH rank differently from the consensus rank', 'filtered', `SELECT Team FROM t WHERE BIH <> Rank`],
    ['which team has the biggest spread between its best and worst system rank', 'argmax', `SELECT Team FROM t QUALIFY ${SPREAD} = max(${SPREAD}) OVER ()`],
    ['avg RT rank of the B12 teams', 'filtered', `SELECT avg(RT) FROM t WHERE Conf = 'B12'`],
    ['top 3 teams', 'top-n', `SELECT Team FROM t ORDER BY Rank LIMIT 3`],
    ['which conference is mississippi in', 'lookup', `SELECT Conf FROM t WHERE Team = 'Mississippi'`],
    ['corr between UCC and ENG ranks', 'correlation', `SELECT corr(UCC, ENG) FROM t`],
    ['compare florida st and baylor in KPK', 'compare', `SELECT (SELECT KPK FROM t WHERE Team = 'Florida St'), (SELECT KPK FROM t WHERE Team = 'Baylor')`],
    ['what share of the top 10 is from the SEC', 'share', `SELECT count(*) FILTER (WHERE Conf = 'SEC') * 100.0 / count(*) FROM t`],
    ['who is ranked 7th', 'lookup', `SELECT Team FROM t WHERE Rank = 7`],
    ['which teams have a COF rank better than their overall rank', 'filtered', `SELECT Team FROM t WHERE COF < Rank`],
    ['best ranked acc team', 'argmax', `SELECT Team FROM t WHERE Conf = 'ACC' ORDER BY Rank LIMIT 1`],
    ['michigan st ranks in all systems — whats the median', 'filtered', `SELECT median(v) FROM (SELECT unnest([UCC, PAY, LAZ, KPK, RT, COF, BIH, DII, ENG, ACU]) AS v FROM t WHERE Team = 'Michigan St')`],
    ['what was ohio st win loss record', 'clarify', null],
    ['which week of the season is this', 'clarify', null],
  ],
});
