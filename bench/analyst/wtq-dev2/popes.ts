import { table } from '../spec';

export default table({
  name: 'popes',
  file: 'popes.csv',
  domain: 'history (popes 1878–2025: years born, began and ended, nationality, notes with "—" for none)',
  load: `SELECT row_number() OVER () AS rn, "No."::INTEGER AS no, "Pontifical name" AS name, "Birth name" AS birth_name,
      "Born"::INTEGER AS born, "Pontificate began"::INTEGER AS began, "Pontificate ended"::INTEGER AS ended,
      "Nationality" AS nationality, "Notes" AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many popes were italian?', 'filtered', `SELECT count(*) FROM t WHERE nationality = 'Italian'`],
    ['who was pope after pius xii?', 'lookup', `SELECT name FROM t WHERE rn = (SELECT rn FROM t WHERE name = 'Pius XII') + 1`],
    ['who was pope before benedict xvi?', 'lookup', `SELECT name FROM t WHERE rn = (SELECT rn FROM t WHERE name = 'Benedict XVI') - 1`],
    ['how long was pius xii pope?', 'lookup', `SELECT ended - began FROM t WHERE name = 'Pius XII'`],
    ['which pope had the longest pontificate?', 'argmax', `SELECT name FROM t ORDER BY ended - began DESC LIMIT 1`],
    ['how old was john paul ii when he became pope?', 'lookup', `SELECT began - born FROM t WHERE name = 'John Paul II'`],
    ['what was the birth name of pope francis?', 'lookup', `SELECT birth_name FROM t WHERE name = 'Francis'`],
    ['which pope was german?', 'lookup', `SELECT name FROM t WHERE nationality = 'German'`],
    ['how many popes began their reign after 1900?', 'filtered', `SELECT count(*) FROM t WHERE began > 1900`],
    ['who was the first pope on the list?', 'lookup', `SELECT name FROM t WHERE rn = 1`],
    ['which pope was the youngest when elected?', 'argmax', `SELECT name FROM t ORDER BY began - born LIMIT 1`],
    ['in what year was paul vi born?', 'lookup', `SELECT born FROM t WHERE name = 'Paul VI'`],
    ['how many popes have been canonised?', 'filtered', `SELECT count(*) FROM t WHERE notes LIKE '%anonised%'`],
    ['which pope resigned?', 'lookup', `SELECT name FROM t WHERE notes = 'Resigned'`],
    ["was pius xi's pontificate longer than benedict xv's?", 'compare', `SELECT CASE WHEN (SELECT ended - began FROM t WHERE name = 'Pius XI') > (SELECT ended - began FROM t WHERE name = 'Benedict XV') THEN 'yes' ELSE 'no' END`],
    ['what number was john paul i?', 'lookup', `SELECT no FROM t WHERE name = 'John Paul I'`],
    ['how many popes served for less than 10 years?', 'filtered', `SELECT count(*) FROM t WHERE ended - began < 10`],
  ],
});
