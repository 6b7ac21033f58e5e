import { table } from '../spec';

const RE = `'^(\\S+)\\s+([0-9]+)/([a-z]+)\\s*([^#]*?)\\s*(#\\s*(.*?))?\\s*$'`;

export default table({
  name: 'net_services',
  file: 'services',
  domain:
    "Debian's list of network services and their ports (`/etc/services` from netbase, Internet style, after IANA's port registry): a text file with no extension and no header, `#` comment lines at the top and between sections (UNIX specific services, registered ports, Kerberos, Debian additions, local services) and blank lines; one row per service and protocol, the fields separated by runs of tabs: the service name (`ssh`), the port and protocol written together (`22/tcp`; protocols tcp, udp, sctp and ddp), then optional aliases separated by spaces (`kerberos5 krb5 kerberos-sec`) and an optional trailing `#` comment (`# SSH Remote Login Protocol`); a service served on both protocols has a tcp and a udp row",
  load: `SELECT regexp_extract(l, ${RE}, 1) AS service, CAST(regexp_extract(l, ${RE}, 2) AS INTEGER) AS port,
      regexp_extract(l, ${RE}, 3) AS protocol, nullif(regexp_extract(l, ${RE}, 4), '') AS aliases,
      nullif(regexp_extract(l, ${RE}, 6), '') AS comment
    FROM (SELECT column0 AS l FROM read_csv('{file}', header = false, all_varchar = true, delim = '\\x01', quote = '', escape = '',
      columns = {'column0': 'VARCHAR'}))
    WHERE l IS NOT NULL AND trim(l) <> '' AND NOT starts_with(l, '#')`,
  questions: [
    ['how many entries are in the services file', 'aggregate', `SELECT count(*) FROM t`],
    ['how many tcp entries', 'filtered', `SELECT count(*) FROM t WHERE protocol = 'tcp'`],
    [
      'number of entries per protocol',
      'group-by',
      `SELECT protocol, count(*) FROM t GROUP BY protocol ORDER BY protocol`,
    ],
    ['what port is ssh on', 'lookup', `SELECT port FROM t WHERE service = 'ssh'`],
    ['which service uses port 873', 'lookup', `SELECT DISTINCT service FROM t WHERE port = 873`],
    ['whats the alias for port 25', 'lookup', `SELECT aliases FROM t WHERE port = 25`],
    ['port for imaps?', 'lookup', `SELECT DISTINCT port FROM t WHERE service = 'imaps'`],
    [
      'comment on the 3306 entry',
      'lookup',
      // The entry has no comment: the reply must name the entry (and say it has none).
      `SELECT service, protocol FROM t WHERE port = 3306`,
    ],
    ['which services are on port 21', 'lookup', `SELECT service FROM t WHERE port = 21`],
    ['how many entries have a port under 1024', 'filtered', `SELECT count(*) FROM t WHERE port < 1024`],
    ['highest port number listed', 'aggregate', `SELECT max(port) FROM t`],
    ['which service has the highest port', 'argmax', `SELECT service FROM t ORDER BY port DESC LIMIT 1`],
    ['how many distinct service names', 'aggregate', `SELECT count(DISTINCT service) FROM t`],
    [
      'how many services are listed for both tcp and udp',
      'aggregate',
      `SELECT count(*) FROM (SELECT service FROM t GROUP BY service HAVING count(*) FILTER (WHERE protocol = 'tcp') > 0 AND count(*) FILTER (WHERE protocol = 'udp') > 0)`,
    ],
    ['how many entries have no comment', 'missing', `SELECT count(*) FROM t WHERE comment IS NULL`],
    ['% of entries with at least one alias', 'share', `SELECT 100.0 * count(aliases) / count(*) FROM t`],
    ['lowest udp port', 'filtered', `SELECT min(port) FROM t WHERE protocol = 'udp'`],
    ['how many ddp entries', 'filtered', `SELECT count(*) FROM t WHERE protocol = 'ddp'`],
    ['how many use sctp', 'filtered', `SELECT count(*) FROM t WHERE protocol = 'sctp'`],
    [
      'udp vs tcp count',
      'compare',
      `SELECT count(*) FILTER (WHERE protocol = 'udp'), count(*) FILTER (WHERE protocol = 'tcp') FROM t`,
    ],
    ['avg port number of the tcp entries', 'filtered', `SELECT avg(port) FROM t WHERE protocol = 'tcp'`],
    ['median port', 'aggregate', `SELECT median(port) FROM t`],
    [
      'which service has the most aliases',
      'argmax',
      // Four services tie at three aliases: all four are expected.
      `SELECT DISTINCT service FROM t WHERE len(string_split(aliases, ' ')) = (SELECT max(len(string_split(aliases, ' '))) FROM t)`,
    ],
    [
      'how many ports between 5000 and 6000',
      'filtered',
      `SELECT count(*) FROM t WHERE port BETWEEN 5000 AND 6000`,
    ],
    [
      'how many entries mention kerberos in the comment',
      'filtered',
      `SELECT count(*) FROM t WHERE comment ILIKE '%kerberos%'`,
    ],
    [
      'entries per 10k ports (0-9999, 10000-19999 ...)',
      'group-by',
      `SELECT 10000 * (port // 10000) AS bucket, count(*) FROM t GROUP BY bucket ORDER BY bucket`,
    ],
    ['when was the ssh port assigned', 'clarify', null],
    ['which of these services gets the most traffic', 'clarify', null],
  ],
});
