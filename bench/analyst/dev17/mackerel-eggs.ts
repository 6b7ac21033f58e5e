import { table } from '../spec';

export default table({
  name: 'mackerel_eggs',
  file: 'mackerel.dat',
  domain:
    "Mackerel egg abundance at 279 sampling stations off north-western Europe from a multi-country survey in 1992 (Bowman & Azzalini's R package sm, its `mackerel` data): a space-separated text file with the header `Density mack.lat mack.long mack.depth Temperature Salinity`: egg density, latitude, longitude (written as positive numbers; the stations lie west of the British Isles and France, so these are degrees west), bottom depth (m), surface temperature and salinity; no units, dates or station names in the file",
  load: `SELECT CAST(Density AS DOUBLE) AS Density, CAST("mack.lat" AS DOUBLE) AS mack_lat, CAST("mack.long" AS DOUBLE) AS mack_long,
      CAST("mack.depth" AS INTEGER) AS mack_depth, CAST(Temperature AS DOUBLE) AS Temperature, CAST(Salinity AS DOUBLE) AS Salinity
    FROM read_csv('{file}', delim = ' ', header = true, all_varchar = true)`,
  questions: [
    ['how many samples', 'aggregate', `SELECT count(*) FROM t`],
    ['avg egg density', 'aggregate', `SELECT avg(Density) FROM t`],
    ['medain egg density', 'aggregate', `SELECT median(Density) FROM t`],
    ['max egg density', 'aggregate', `SELECT max(Density) FROM t`],
    ['avg surface temp', 'aggregate', `SELECT avg(Temperature) FROM t`],
    ['sd of temperature', 'aggregate', `SELECT stddev_samp(Temperature) FROM t`],
    ['deepest station, how deep', 'aggregate', `SELECT max(mack_depth) FROM t`],
    ['avg depth of the stations', 'aggregate', `SELECT avg(mack_depth) FROM t`],
    ['median depth', 'aggregate', `SELECT median(mack_depth) FROM t`],
    ['min and max salinity', 'aggregate', `SELECT min(Salinity), max(Salinity) FROM t`],
    [
      'where was the highest egg density found (lat/long)',
      'argmax',
      `SELECT mack_lat, mack_long FROM t ORDER BY Density DESC LIMIT 1`,
    ],
    [
      'egg density at the shallowest station',
      'argmax',
      `SELECT Density FROM t ORDER BY mack_depth ASC LIMIT 1`,
    ],
    ['top 5 egg densities', 'top-n', `SELECT Density FROM t ORDER BY Density DESC LIMIT 5`],
    [
      'avg density per whole degree of latitude',
      'group-by',
      `SELECT floor(mack_lat) AS lat_band, avg(Density) FROM t GROUP BY lat_band ORDER BY lat_band`,
    ],
    [
      'which 1-degree latitude band has the highest avg density',
      'argmax',
      `SELECT floor(mack_lat) AS lat_band FROM t GROUP BY lat_band ORDER BY avg(Density) DESC LIMIT 1`,
    ],
    ['how many stations deeper than 1000 m', 'filtered', `SELECT count(*) FROM t WHERE mack_depth > 1000`],
    ['how many samples north of 55N', 'filtered', `SELECT count(*) FROM t WHERE mack_lat > 55`],
    ['how many samples have density under 1', 'filtered', `SELECT count(*) FROM t WHERE Density < 1`],
    ['avg salinity when temp is above 15', 'filtered', `SELECT avg(Salinity) FROM t WHERE Temperature > 15`],
    [
      'avg temperature of samples with density over 200',
      'filtered',
      `SELECT avg(Temperature) FROM t WHERE Density > 200`,
    ],
    [
      'avg density between 48 and 50 lat',
      'filtered',
      `SELECT avg(Density) FROM t WHERE mack_lat >= 48 AND mack_lat <= 50`,
    ],
    [
      'avg density shallow (<200m) vs deeper stations',
      'compare',
      `SELECT avg(Density) FILTER (WHERE mack_depth < 200), avg(Density) FILTER (WHERE mack_depth >= 200) FROM t`,
    ],
    [
      'avg density north vs south of 50N',
      'compare',
      `SELECT avg(Density) FILTER (WHERE mack_lat > 50), avg(Density) FILTER (WHERE mack_lat < 50) FROM t`,
    ],
    [
      '% of samples with density over 100',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE Density > 100) / count(*) FROM t`,
    ],
    ['corr between temperature and density', 'correlation', `SELECT corr(Temperature, Density) FROM t`],
    ['corr salinity vs egg density', 'correlation', `SELECT corr(Salinity, Density) FROM t`],
    ['correlation of depth and egg density', 'correlation', `SELECT corr(mack_depth, Density) FROM t`],
    ['egg density in 1995?', 'clarify', null],
    ['which ship collected the most samples', 'clarify', null],
  ],
});
