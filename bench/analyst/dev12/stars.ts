import { table } from '../spec';

/** Star names without the asterisk that marks the nearby-star part of the list. */
const NAME = `ltrim(star, '*')`;

export default table({
  name: 'stars',
  file: 'HRlist2.txt',
  domain:
    "Stars for a Hertzsprung-Russell diagram (as shipped with the R package dslabs): a space-separated text file with no header, one star a line: name written without spaces (SiriusA, Barnard'sStar, 61CygniA; an asterisk marks members of multiple systems in the nearest-stars part), absolute magnitude (smaller is brighter), surface temperature in kelvin, spectral type (G2, B8, M5.5, DA for white dwarfs); the brightest stars come first, then the nearest stars, so a few stars (Sirius A, Procyon A, Altair, Alpha Centauri B) appear twice",
  load: `SELECT row_number() OVER () AS "line_no", "star", "magnitude", "temperature", "spectral_type", left("spectral_type", 1) AS "class"
    FROM (SELECT string_split(trim("line"), ' ')[1] AS "star", string_split(trim("line"), ' ')[2]::DOUBLE AS "magnitude",
        string_split(trim("line"), ' ')[3]::INTEGER AS "temperature", string_split(trim("line"), ' ')[4] AS "spectral_type"
      FROM read_csv('{file}', header = false, delim = '|', quote = '', escape = '', columns = {'line': 'VARCHAR'}))`,
  questions: [
    ['how many stars are listed', 'aggregate', `SELECT count(*) FROM t`],
    ['hottest star', 'argmax', `SELECT ${NAME} FROM t ORDER BY temperature DESC LIMIT 1`],
    ['how hot', 'follow-up', `SELECT max(temperature) FROM t`],
    ['coolest star?', 'argmax', `SELECT ${NAME} FROM t ORDER BY temperature ASC LIMIT 1`],
    ['temp of betelgeuse', 'lookup', `SELECT temperature FROM t WHERE star = 'Betelgeuse'`],
    ['and its spectral type', 'follow-up', `SELECT spectral_type FROM t WHERE star = 'Betelgeuse'`],
    ['magnitude of the sun', 'lookup', `SELECT magnitude FROM t WHERE star = 'Sun'`],
    ['intrinsically brightest star (lowest abs magnitude)', 'argmax', `SELECT ${NAME} FROM t ORDER BY magnitude ASC LIMIT 1`],
    ['and the faintest', 'follow-up', `SELECT ${NAME} FROM t ORDER BY magnitude DESC LIMIT 1`],
    ['avg temperature', 'aggregate', `SELECT avg(temperature) FROM t`],
    ['how many M type stars', 'filtered', `SELECT count(*) FROM t WHERE class = 'M'`],
    ['count of stars per spectral class (first letter)', 'group-by', `SELECT class, count(*) FROM t GROUP BY class`],
    ['which class is most common', 'argmax', `SELECT class FROM t GROUP BY class ORDER BY count(*) DESC LIMIT 1`],
    ['avg temp of the B stars', 'filtered', `SELECT avg(temperature) FROM t WHERE class = 'B'`],
    ['and the K stars', 'follow-up', `SELECT avg(temperature) FROM t WHERE class = 'K'`],
    ['corr between magnitude and temperature', 'correlation', `SELECT corr(magnitude, temperature) FROM t`],
    ['how many stars are hotter than 20000 K', 'filtered', `SELECT count(*) FROM t WHERE temperature > 20000`],
    ['top 3 hottest', 'top-n', `SELECT ${NAME} FROM t ORDER BY temperature DESC LIMIT 3`],
    ['what % of stars are cooler than the sun', 'share', `SELECT count(*) FILTER (WHERE temperature < 5840) * 100.0 / count(*) FROM t`],
    ['is vega hotter than sirius a? by how much', 'compare', `SELECT (SELECT temperature FROM t WHERE star = 'Vega') - (SELECT temperature FROM t WHERE star = 'SiriusA')`],
    ['which white dwarfs are in the list', 'filtered', `SELECT ${NAME} FROM t WHERE class = 'D'`],
    ['temp of van maanens star', 'lookup', `SELECT temperature FROM t WHERE star = 'vanMaanen''sStar'`],
    ['avg magnitude for stars below 3000K', 'filtered', `SELECT avg(magnitude) FROM t WHERE temperature < 3000`],
    ['which stars show up twice', 'aggregate', `SELECT ${NAME} FROM t GROUP BY ${NAME} HAVING count(*) > 1`],
    ['brightest M star', 'argmax', `SELECT ${NAME} FROM t WHERE class = 'M' ORDER BY magnitude ASC LIMIT 1`],
    ['median temp', 'aggregate', `SELECT median(temperature) FROM t`],
    ['how far away is rigel', 'clarify', null],
    ['mass of polaris', 'clarify', null],
  ],
});
