import { table } from '../spec';

export default table({
  name: 'ubuntu_releases',
  file: 'ubuntu.csv',
  domain:
    "Every Ubuntu release from 4.10 (2004) to 26.10, one row each, as shipped in Debian's distro-info-data for the distro-info tools: `version` (`18.04`, with the suffix ` LTS` on the long-term-support releases: `18.04 LTS`), `codename` (`Bionic Beaver`), `series` (the lower-case short name, `bionic`), then ISO dates: `created` (development opened), `release`, `eol` (end of standard support), and, only on LTS rows and not all of them, `eol-server`, `eol-esm` (Expanded Security Maintenance) and `eol-legacy`; rows simply stop after their last date, so most rows have fewer fields than the header",
  load: `SELECT version, regexp_extract(version, '^[0-9]+\\.[0-9]+') AS version_number, ends_with(version, ' LTS') AS lts,
      codename, series, CAST(created AS DATE) AS created, CAST("release" AS DATE) AS release_date, CAST(eol AS DATE) AS eol,
      CAST("eol-server" AS DATE) AS eol_server, CAST("eol-esm" AS DATE) AS eol_esm, CAST("eol-legacy" AS DATE) AS eol_legacy
    FROM read_csv('{file}', header = true, all_varchar = true, null_padding = true)`,
  questions: [
    ['how many ubuntu releases are in the list', 'aggregate', `SELECT count(*) FROM t`],
    ['how many of them are LTS', 'filtered', `SELECT count(*) FROM t WHERE lts`],
    ['what % of releases are lts', 'share', `SELECT 100.0 * count(*) FILTER (WHERE lts) / count(*) FROM t`],
    ['whats the codename of 18.04', 'lookup', `SELECT codename FROM t WHERE version_number = '18.04'`],
    ['when did xenial come out', 'lookup', `SELECT release_date FROM t WHERE series = 'xenial'`],
    ['version number of noble?', 'lookup', `SELECT version_number FROM t WHERE series = 'noble'`],
    [
      'name of the first ubuntu release ever',
      'argmax',
      `SELECT codename FROM t ORDER BY release_date ASC LIMIT 1`,
    ],
    [
      'how many releases came out in 2010',
      'filtered',
      `SELECT count(*) FROM t WHERE year(release_date) = 2010`,
    ],
    [
      '# of releases per year since 2020',
      'group-by',
      `SELECT year(release_date) AS yr, count(*) FROM t WHERE year(release_date) >= 2020 GROUP BY yr ORDER BY yr`,
    ],
    [
      'which month do most releases come out in',
      'calendar',
      `SELECT monthname(release_date) FROM t GROUP BY monthname(release_date) ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'what weekday are releases usually on',
      'calendar',
      `SELECT dayname(release_date) FROM t GROUP BY dayname(release_date) ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'lts vs non lts avg days of support',
      'compare',
      `SELECT avg(eol - release_date) FILTER (WHERE lts), avg(eol - release_date) FILTER (WHERE NOT lts) FROM t`,
    ],
    ['shortest support window in days', 'aggregate', `SELECT min(eol - release_date) FROM t`],
    [
      'codename of the release with the longest standard support (release to eol)',
      'argmax',
      `SELECT codename FROM t ORDER BY eol - release_date DESC LIMIT 1`,
    ],
    ['median support length in days', 'aggregate', `SELECT median(eol - release_date) FROM t`],
    ['avg # of days from created to release', 'aggregate', `SELECT avg(release_date - created) FROM t`],
    [
      'avg gap in days between one release and the next',
      'aggregate',
      `SELECT avg(gap) FROM (SELECT release_date - lag(release_date) OVER (ORDER BY release_date) AS gap FROM t)`,
    ],
    ['how many releases have no esm date', 'missing', `SELECT count(*) FROM t WHERE eol_esm IS NULL`],
    [
      'how many lts releases are missing a legacy end date',
      'missing',
      `SELECT count(*) FROM t WHERE lts AND eol_legacy IS NULL`,
    ],
    [
      'share of lts releases that have an esm end date',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE eol_esm IS NOT NULL) / count(*) FROM t WHERE lts`,
    ],
    ['esm end for trusty', 'lookup', `SELECT eol_esm FROM t WHERE series = 'trusty'`],
    ['when does 9.04 go eol', 'lookup', `SELECT eol FROM t WHERE version_number = '9.04'`],
    [
      'how many days after release did lucid server support end',
      'lookup',
      `SELECT eol_server - release_date FROM t WHERE series = 'lucid'`,
    ],
    [
      "which release's legacy support ends last",
      'argmax',
      `SELECT codename FROM t WHERE eol_legacy IS NOT NULL ORDER BY eol_legacy DESC LIMIT 1`,
    ],
    [
      'how many releases hit eol before 2015',
      'filtered',
      `SELECT count(*) FROM t WHERE eol < DATE '2015-01-01'`,
    ],
    [
      'codenames of the releases that reached eol in 2014',
      'filtered',
      `SELECT codename FROM t WHERE year(eol) = 2014 ORDER BY eol`,
    ],
    [
      'how many releases have a server eol different from the normal eol',
      'filtered',
      `SELECT count(*) FROM t WHERE eol_server IS NOT NULL AND eol_server <> eol`,
    ],
    [
      'days between the 22.04 and 24.04 releases',
      'compare',
      `SELECT max(release_date) - min(release_date) FROM t WHERE version_number IN ('22.04', '24.04')`,
    ],
    ['how many users does 22.04 have', 'clarify', null],
    ['which release had the most bugs fixed', 'clarify', null],
  ],
});
