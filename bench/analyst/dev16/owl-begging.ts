import { table } from '../spec';

export default table({
  name: 'owl_begging',
  file: 'Owls.dat',
  domain:
    "Begging of barn owl nestlings when a parent arrives with food (Roulin & Bersier 2007, as shipped in Ben Bolker's R package emdbook for Ecological Models and Data in R): a space-separated text file written by R with every text cell and header quoted and an unnamed first column of row numbers (`\"1\"`), so the header has one field fewer than the rows; 599 parent visits at 27 nests in western Switzerland named after their village (`AutavauxTV`, `ChEsard`, `CorcellesFavres`, `GDLV`), `FoodTreatment` (`Deprived` or `Satiated`: the night's food treatment of the brood), `SexParent` (`Male`/`Female`), `ArrivalTime` in decimal hours where values past 24 are after midnight (`22.25` = 22:15, `25.5` = 01:30), `SiblingNegotiation` (number of calls by the nestlings in the 30 s before the parent's arrival), `BroodSize` (chicks in the nest) and `NegPerChick` (calls per chick)",
  load: `SELECT CAST(rownum AS INTEGER) AS visit, Nest, FoodTreatment, SexParent, CAST(ArrivalTime AS DOUBLE) AS ArrivalTime,
      CAST(SiblingNegotiation AS INTEGER) AS SiblingNegotiation, CAST(BroodSize AS INTEGER) AS BroodSize,
      CAST(NegPerChick AS DOUBLE) AS NegPerChick
    FROM read_csv('{file}', delim = ' ', quote = '"', header = false, skip = 1, all_varchar = true,
      columns = {'rownum': 'VARCHAR', 'Nest': 'VARCHAR', 'FoodTreatment': 'VARCHAR', 'SexParent': 'VARCHAR',
        'ArrivalTime': 'VARCHAR', 'SiblingNegotiation': 'VARCHAR', 'BroodSize': 'VARCHAR', 'NegPerChick': 'VARCHAR'})`,
  questions: [
    ['how many visits are recorded', 'aggregate', `SELECT count(*) FROM t`],
    ['how many nests', 'aggregate', `SELECT count(DISTINCT Nest) FROM t`],
    ['avg sibling negotiation per visit', 'aggregate', `SELECT avg(SiblingNegotiation) FROM t`],
    [
      'deprived vs satiated avg negotiation',
      'compare',
      `SELECT avg(SiblingNegotiation) FILTER (WHERE FoodTreatment = 'Deprived'), avg(SiblingNegotiation) FILTER (WHERE FoodTreatment = 'Satiated') FROM t`,
    ],
    [
      'did males or females bring food more often? counts',
      'compare',
      `SELECT count(*) FILTER (WHERE SexParent = 'Male'), count(*) FILTER (WHERE SexParent = 'Female') FROM t`,
    ],
    [
      'which nest had the most visits',
      'argmax',
      `SELECT Nest FROM t GROUP BY Nest ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many visits did it get',
      'follow-up',
      `SELECT count(*) FROM t GROUP BY Nest ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['biggest brood in the data', 'aggregate', `SELECT max(BroodSize) FROM t`],
    [
      'what share of visits had zero negotiation',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE SiblingNegotiation = 0) / count(*) FROM t`,
    ],
    ['median arrival time', 'aggregate', `SELECT median(ArrivalTime) FROM t`],
    ['how many visits came after midnight', 'filtered', `SELECT count(*) FROM t WHERE ArrivalTime >= 24`],
    [
      'visits between 10 and 11 pm',
      'filtered',
      `SELECT count(*) FROM t WHERE ArrivalTime >= 22 AND ArrivalTime < 23`,
    ],
    [
      'avg negotiation per chick by food treatment',
      'group-by',
      `SELECT FoodTreatment, avg(NegPerChick) FROM t GROUP BY FoodTreatment ORDER BY FoodTreatment`,
    ],
    [
      'corr between brood size and sibling negotiation',
      'correlation',
      `SELECT corr(BroodSize, SiblingNegotiation) FROM t`,
    ],
    [
      'corr arrival time vs negotiation',
      'correlation',
      `SELECT corr(ArrivalTime, SiblingNegotiation) FROM t`,
    ],
    [
      'top 3 nests by avg negperchick',
      'top-n',
      `SELECT Nest, avg(NegPerChick) AS a FROM t GROUP BY Nest ORDER BY a DESC LIMIT 3`,
    ],
    [
      'negotiation at lucens, deprived nights vs satiated',
      'compare',
      `SELECT avg(SiblingNegotiation) FILTER (WHERE FoodTreatment = 'Deprived'), avg(SiblingNegotiation) FILTER (WHERE FoodTreatment = 'Satiated') FROM t WHERE Nest = 'Lucens'`,
    ],
    ['how many visits at forel', 'lookup', `SELECT count(*) FROM t WHERE Nest = 'Forel'`],
    ['max calls in a single visit', 'aggregate', `SELECT max(SiblingNegotiation) FROM t`],
    [
      'at which nest was that',
      'follow-up',
      `SELECT DISTINCT Nest FROM t WHERE SiblingNegotiation = (SELECT max(SiblingNegotiation) FROM t)`,
    ],
    [
      'share of visits by the father',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE SexParent = 'Male') / count(*) FROM t`,
    ],
    [
      'avg neg per chick for mothers on satiated nights',
      'filtered',
      `SELECT avg(NegPerChick) FROM t WHERE SexParent = 'Female' AND FoodTreatment = 'Satiated'`,
    ],
    ['visits per nest', 'group-by', `SELECT Nest, count(*) FROM t GROUP BY Nest ORDER BY Nest`],
    [
      'avg calls per visit by brood size',
      'group-by',
      `SELECT BroodSize, avg(SiblingNegotiation) FROM t GROUP BY BroodSize ORDER BY BroodSize`,
    ],
    [
      'any missing values?',
      'missing',
      `SELECT count(*) FROM t WHERE Nest IS NULL OR FoodTreatment IS NULL OR SexParent IS NULL OR ArrivalTime IS NULL OR SiblingNegotiation IS NULL OR BroodSize IS NULL OR NegPerChick IS NULL`,
    ],
    ['what dates were the recordings made', 'clarify', null],
    ['how many eggs hatched per nest', 'clarify', null],
    ['latest arrival in the night', 'aggregate', `SELECT max(ArrivalTime) FROM t`],
  ],
});
