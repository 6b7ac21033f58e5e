import { table } from '../spec';

const RGB = 'r + g + b';

export default table({
  name: 'freesurfer_color_lut',
  file: 'FreeSurferColorLUT.txt',
  domain:
    "FreeSurfer's colour look-up table of brain segmentation labels, as MNE-Python ships it: a text file with Windows (CRLF) line ends, not a CSV: a `#$Id: FreeSurferColorLUT.txt,v 1.70.2.7 2012/08/27 …` line, the column names only in a comment (`#No. Label Name:                            R   G   B   A`), `#` comment lines introducing blocks and blank lines between them, then space-aligned rows: the label number (`0` … `14175`, with gaps), the label name (`Left-Hippocampus`, `3rd-Ventricle`, `ctx-lh-superiorfrontal`, `ctx-rh-S_frontal_middle`, `wm-lh-insula`, `fimbria`), red, green, blue (0–255) and alpha (mostly `0`); no volumes, coordinates or measurements",
  load: `SELECT CAST(f[1] AS INTEGER) AS id, f[2] AS label, CAST(f[3] AS INTEGER) AS r, CAST(f[4] AS INTEGER) AS g,
      CAST(f[5] AS INTEGER) AS b, CAST(f[6] AS INTEGER) AS a
    FROM (SELECT regexp_split_to_array(trim(replace(line, chr(13), '')), '\\s+') AS f
      FROM read_csv('{file}', header = false, all_varchar = true, delim = '\\t', quote = '', escape = '',
        columns = {'line': 'VARCHAR'})
      WHERE trim(replace(line, chr(13), '')) <> '' AND NOT starts_with(trim(line), '#'))`,
  questions: [
    ['how many labels are there', 'aggregate', `SELECT count(*) FROM t`],
    ['what color is Left-Hippocampus', 'lookup', `SELECT r, g, b FROM t WHERE label = 'Left-Hippocampus'`],
    ['and the right one?', 'follow-up', `SELECT r, g, b FROM t WHERE label = 'Right-Hippocampus'`],
    ['label 17 is what', 'lookup', `SELECT label FROM t WHERE id = 17`],
    ['id of right-amygdala', 'lookup', `SELECT id FROM t WHERE label = 'Right-Amygdala'`],
    ['how many labels start with Left-', 'filtered', `SELECT count(*) FROM t WHERE label LIKE 'Left-%'`],
    [
      'left vs right how many labels each (Left-/Right- names)',
      'compare',
      `SELECT count(*) FILTER (WHERE label LIKE 'Left-%'), count(*) FILTER (WHERE label LIKE 'Right-%') FROM t`,
    ],
    ['how many ctx-lh- labels', 'filtered', `SELECT count(*) FROM t WHERE label LIKE 'ctx-lh-%'`],
    ['highest label number', 'aggregate', `SELECT max(id) FROM t`],
    [
      'how many labels are pure black 0 0 0',
      'filtered',
      `SELECT count(*) FROM t WHERE r = 0 AND g = 0 AND b = 0`,
    ],
    ['how many have alpha other than 0', 'filtered', `SELECT count(*) FROM t WHERE a <> 0`],
    ['avg red value', 'aggregate', `SELECT avg(r) FROM t`],
    ['corelation between R and G', 'correlation', `SELECT corr(r, g) FROM t`],
    [
      'which label has the brightest colour (highest r+g+b)',
      'argmax',
      `SELECT label FROM t WHERE ${RGB} = (SELECT max(${RGB}) FROM t) ORDER BY id`,
    ],
    [
      '% of labels with ctx in the name',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE label LIKE '%ctx%') / count(*) FROM t`,
    ],
    [
      'how many labels have ids from 1000 to 2999',
      'filtered',
      `SELECT count(*) FROM t WHERE id BETWEEN 1000 AND 2999`,
    ],
    [
      'which rgb color is used by the most labels',
      'argmax',
      // ten colours (0 0 0 among them) tie at ten labels each: expected is that the most any colour is
      // used is by 10 labels, and that 10 colours share that
      `SELECT c, count(*) FROM (SELECT count(*) AS c FROM t GROUP BY r, g, b) WHERE c = (SELECT max(c) FROM (SELECT count(*) AS c FROM t GROUP BY r, g, b)) GROUP BY c`,
    ],
    [
      'how many labels mention White-Matter',
      'filtered',
      `SELECT count(*) FROM t WHERE label ILIKE '%White-Matter%'`,
    ],
    ['how many distinct colours', 'aggregate', `SELECT count(*) FROM (SELECT DISTINCT r, g, b FROM t)`],
    [
      'how many label names are used more than once',
      'aggregate',
      `SELECT count(*) FROM (SELECT label FROM t GROUP BY label HAVING count(*) > 1)`,
    ],
    [
      'any rows missing a color value?',
      'missing',
      `SELECT count(*) FROM t WHERE r IS NULL OR g IS NULL OR b IS NULL OR a IS NULL`,
    ],
    [
      'top 3 labels by blue value',
      'top-n', // 58 labels tie at blue 255: expected is the value and the count of the tie
      `SELECT max(b), count(*) FROM t WHERE b = (SELECT max(b) FROM t)`,
    ],
    ['median label id', 'aggregate', `SELECT median(id) FROM t`],
    ['whats the colour of label 0', 'lookup', `SELECT label, r, g, b FROM t WHERE id = 0`],
    ['# labels with green = 255', 'filtered', `SELECT count(*) FROM t WHERE g = 255`],
    [
      'how many hypointensities labels',
      'filtered',
      `SELECT count(*) FROM t WHERE label ILIKE '%hypointensities%'`,
    ],
    ['count labels by alpha value', 'group-by', `SELECT a, count(*) FROM t GROUP BY a ORDER BY a`],
    ['how many ids are below 100', 'filtered', `SELECT count(*) FROM t WHERE id < 100`],
    ['what is the volume of the left hippocampus in mm3', 'clarify', null],
    // Left-Thalamus, Right-Thalamus, the -Proper labels…: which one?
    ['color of the thalamus', 'clarify', null],
  ],
});
