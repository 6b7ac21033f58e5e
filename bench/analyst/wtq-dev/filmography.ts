import { table } from '../spec';

/** Written after the table-question stage was built; measured once untuned (see README.md). */
export default table({
  name: 'filmography',
  file: 'filmography.csv',
  domain: 'film (an actor\'s selected films: year, title, role, notes with awards and voice roles)',
  load: `SELECT row_number() OVER () AS rn, "Year"::INTEGER AS year, "Title" AS title, "Role" AS role, coalesce("Notes", '') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['what was the first film on the list?', 'lookup', `SELECT title FROM t WHERE rn = 1`],
    ['how many times did he play woody?', 'filtered', `SELECT count(*) FROM t WHERE role = 'Woody'`],
    ['what role did he play in cast away?', 'lookup', `SELECT role FROM t WHERE title = 'Cast Away'`],
    ['in what year did he play walt disney?', 'lookup', `SELECT year FROM t WHERE role = 'Walt Disney'`],
    ['how many films did he make after 2010?', 'filtered', `SELECT count(*) FROM t WHERE year > 2010`],
    ['what film came after the green mile?', 'lookup', `SELECT title FROM t WHERE rn = (SELECT rn FROM t WHERE title = 'The Green Mile') + 1`],
    ['how many films were released in 1995?', 'filtered', `SELECT count(*) FROM t WHERE year = 1995`],
    ['what was his last film listed?', 'lookup', `SELECT title FROM t WHERE rn = (SELECT max(rn) FROM t)`],
    ['which film did he make before the terminal?', 'lookup', `SELECT title FROM t WHERE rn = (SELECT rn FROM t WHERE title = 'The Terminal') - 1`],
    ['how many roles were voice roles?', 'filtered', `SELECT count(*) FROM t WHERE notes = 'Voice'`],
    ['what is the only film from 2004?', 'lookup', `SELECT title FROM t WHERE year = 2004`],
    ['how many years between big and the post?', 'compare', `SELECT (SELECT year FROM t WHERE title = 'The Post') - (SELECT year FROM t WHERE title = 'Big')`],
    ['for how many films was he nominated for an academy award?', 'filtered', `SELECT count(*) FROM t WHERE notes LIKE 'Nominated%'`],
    ['who did he play in sully?', 'lookup', `SELECT role FROM t WHERE title = 'Sully'`],
    ['what year was captain phillips released?', 'lookup', `SELECT year FROM t WHERE title = 'Captain Phillips'`],
  ],
});
