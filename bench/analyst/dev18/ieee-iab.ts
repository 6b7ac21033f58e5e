import { table } from '../spec';

export default table({
  name: 'ieee_iab',
  file: 'iab.csv',
  domain:
    "The IEEE Registration Authority's public listing of Individual Address Blocks (IAB), small blocks of MAC addresses sold to organizations that need only a few (4,096 addresses each), as Debian's ieee-data ships it (downloaded from the IEEE in August 2022): a CSV with the header `Registry,Assignment,Organization Name,Organization Address`; `Registry` is `IAB` on every row; `Assignment` the block's 36-bit prefix as 9 hex digits without separators (`0050C27D5`, i.e. MAC addresses 00-50-C2-7D-5x-xx), all under the two parent OUIs `0050C2` and `40D855`; organization names as each registrant wrote them (the same company under several spellings, some with a leading space, names with commas quoted), `Private` with an empty address for blocks whose owner asked not to be listed; the address is one free-text cell (street, city, state, country code and postal code run together); rows in no order; no dates",
  load: `SELECT Registry AS registry, Assignment AS assignment, left(Assignment, 6) AS parent_oui,
      trim("Organization Name") AS organization_name, nullif(trim("Organization Address"), '') AS organization_address
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many IAB blocks are listed', 'aggregate', `SELECT count(*) FROM t`],
    [
      'how many different organizations',
      'aggregate',
      `SELECT count(DISTINCT organization_name) FROM t WHERE organization_name <> 'Private'`,
    ],
    [
      'which company has the most blocks',
      'argmax',
      `SELECT organization_name FROM t GROUP BY organization_name ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      "top 5 companies by number of iab blocks (ignore 'Private')",
      'top-n',
      `SELECT organization_name FROM t WHERE organization_name <> 'Private' GROUP BY organization_name ORDER BY count(*) DESC LIMIT 5`,
    ],
    [
      'how many blocks are listed as private',
      'filtered',
      `SELECT count(*) FROM t WHERE organization_name = 'Private'`,
    ],
    [
      'how many blocks does phytec have',
      'filtered',
      `SELECT count(*) FROM t WHERE organization_name ILIKE '%phytec%'`,
    ],
    [
      'saia burgess blocks in total, all spellings',
      'filtered',
      `SELECT count(*) FROM t WHERE organization_name ILIKE '%saia%burgess%'`,
    ],
    [
      'how many blocks for rohde & schwarz',
      'filtered',
      `SELECT count(*) FROM t WHERE organization_name ILIKE '%rohde%schwarz%'`,
    ],
    [
      'who owns mac block 00-50-C2-7D-5',
      'lookup',
      `SELECT organization_name FROM t WHERE assignment = '0050C27D5'`,
    ],
    ['owner of 40:D8:55:11:C', 'lookup', `SELECT organization_name FROM t WHERE assignment = '40D85511C'`],
    [
      'address of the company with block 0050C2F74',
      'lookup',
      `SELECT organization_address FROM t WHERE assignment = '0050C2F74'`,
    ],
    [
      '0050C2 blocks vs 40D855 blocks, how many each',
      'compare',
      `SELECT count(*) FILTER (WHERE parent_oui = '0050C2'), count(*) FILTER (WHERE parent_oui = '40D855') FROM t`,
    ],
    [
      'what % of the blocks are under 40-D8-55',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE parent_oui = '40D855') / count(*) FROM t`,
    ],
    [
      '# of blocks per parent prefix',
      'group-by',
      `SELECT parent_oui, count(*) FROM t GROUP BY parent_oui ORDER BY parent_oui`,
    ],
    [
      'which org has the most blocks under 40D855',
      'argmax',
      `SELECT organization_name FROM t WHERE parent_oui = '40D855' GROUP BY organization_name ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'keith & koep vs sicon - who has more blocks and how many',
      'compare',
      `SELECT organization_name, count(*) FROM t WHERE organization_name IN ('Keith & Koep GmbH', 'Sicon srl') GROUP BY organization_name ORDER BY count(*) DESC`,
    ],
    [
      'how many orgs have more than 10 blocks',
      'filtered',
      `SELECT count(*) FROM (SELECT organization_name FROM t WHERE organization_name <> 'Private' GROUP BY organization_name HAVING count(*) > 10)`,
    ],
    [
      'how many organizations have exactly one block',
      'aggregate',
      `SELECT count(*) FROM (SELECT organization_name FROM t GROUP BY organization_name HAVING count(*) = 1)`,
    ],
    [
      'avg blocks per organization',
      'aggregate',
      `SELECT count(*) / count(DISTINCT organization_name) FROM t WHERE organization_name <> 'Private'`,
    ],
    [
      'how many different companies have GmbH in the name',
      'filtered',
      `SELECT count(DISTINCT organization_name) FROM t WHERE organization_name ILIKE '%gmbh%'`,
    ],
    [
      'share of all blocks held by the 10 biggest holders',
      'share',
      `SELECT 100.0 * sum(n) / (SELECT count(*) FROM t) FROM (SELECT count(*) AS n FROM t WHERE organization_name <> 'Private' GROUP BY organization_name ORDER BY n DESC LIMIT 10)`,
    ],
    ['how many rows have no address', 'missing', `SELECT count(*) FROM t WHERE organization_address IS NULL`],
    [
      'how many different values does the registry column have',
      'aggregate',
      `SELECT count(DISTINCT registry) FROM t`,
    ],
    [
      'how many blocks do honeywell companies hold',
      'filtered',
      `SELECT count(*) FROM t WHERE organization_name ILIKE '%honeywell%'`,
    ],
    ['when did phytec get its first block', 'clarify', null],
    ['how many devices are out there with a 0050C2 mac', 'clarify', null],
    ['how much did phytec pay for its blocks', 'clarify', null],
  ],
});
