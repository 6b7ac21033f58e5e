import { table } from '../spec';

export default table({
  name: 'beatles_albums',
  file: 'beatles_albums.csv',
  domain: 'music (a band\'s UK studio albums, dates written out, "—" for no note)',
  load: `SELECT row_number() OVER () AS rn, "No."::INTEGER AS no, "Title" AS title, strptime("Released", '%d %B %Y')::DATE AS released,
      "Label" AS label, "Tracks"::INTEGER AS tracks, "UK chart"::INTEGER AS uk_chart, "Producer" AS producer, "Notes" AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['which album has the most tracks?', 'argmax', `SELECT title FROM t ORDER BY tracks DESC LIMIT 1`],
    ['how many albums were released on apple?', 'filtered', `SELECT count(*) FROM t WHERE label = 'Apple'`],
    ['what was the first album released?', 'lookup', `SELECT title FROM t WHERE rn = 1`],
    ['what album came after revolver?', 'lookup', `SELECT title FROM t WHERE rn = (SELECT rn FROM t WHERE title = 'Revolver') + 1`],
    ['what album was released before abbey road?', 'lookup', `SELECT title FROM t WHERE rn = (SELECT rn FROM t WHERE title = 'Abbey Road') - 1`],
    ['which album did not reach number 1 in the uk chart?', 'lookup', `SELECT title FROM t WHERE uk_chart <> 1`],
    ['who produced let it be?', 'lookup', `SELECT producer FROM t WHERE title = 'Let It Be'`],
    ['how many albums were released in 1965?', 'filtered', `SELECT count(*) FROM t WHERE year(released) = 1965`],
    ['how many tracks in total on all the albums?', 'aggregate', `SELECT sum(tracks) FROM t`],
    ['how many albums were film soundtracks?', 'filtered', `SELECT count(*) FROM t WHERE notes LIKE 'Soundtrack%'`],
    ['what was the last album?', 'lookup', `SELECT title FROM t WHERE rn = (SELECT max(rn) FROM t)`],
    ['does abbey road have more tracks than revolver?', 'compare', `SELECT CASE WHEN (SELECT tracks FROM t WHERE title = 'Abbey Road') > (SELECT tracks FROM t WHERE title = 'Revolver') THEN 'yes' ELSE 'no' END`],
    ['how many more tracks does the beatles have than help!?', 'compare', `SELECT (SELECT tracks FROM t WHERE title = 'The Beatles') - (SELECT tracks FROM t WHERE title = 'Help!')`],
    ['when was rubber soul released?', 'lookup', `SELECT released FROM t WHERE title = 'Rubber Soul'`],
    ['what is the album with the fewest tracks?', 'argmax', `SELECT title FROM t ORDER BY tracks ASC LIMIT 1`],
    ['how many albums did george martin produce?', 'filtered', `SELECT count(*) FROM t WHERE producer = 'George Martin'`],
    ['what was the label of a hard day\'s night?', 'lookup', `SELECT label FROM t WHERE title = 'A Hard Day''s Night'`],
  ],
});
