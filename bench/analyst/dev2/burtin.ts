import { table } from '../spec';

export default table({
  name: 'burtin',
  file: 'burtin.json',
  domain: 'medicine (antibiotic minimum inhibitory concentrations per bacterium)',
  load: `SELECT Bacteria::VARCHAR AS bacteria, Penicillin::DOUBLE AS penicillin, Streptomycin::DOUBLE AS streptomycin,
      Neomycin::DOUBLE AS neomycin, Gram_Staining::VARCHAR AS gram, Genus::VARCHAR AS genus
    FROM read_json('{file}')`,
  questions: [
    ['how many bacteria are there', 'aggregate', `SELECT count(DISTINCT bacteria) FROM t`],
    ['which bacteria has the highest penicillin', 'argmax', `SELECT bacteria FROM t ORDER BY penicillin DESC LIMIT 1`],
    ['lowest neomycin value', 'aggregate', `SELECT min(neomycin) FROM t`],
    ['average streptomycin for gram negative', 'filtered', `SELECT avg(streptomycin) FROM t WHERE gram = 'negative'`],
    ['how many gram positive bacteria', 'filtered', `SELECT count(*) FROM t WHERE gram = 'positive'`],
    ['median penicillin by genus', 'group-by', `SELECT genus, median(penicillin) FROM t GROUP BY 1`],
    ['top 3 bacteria by neomycin', 'top-n', `SELECT bacteria FROM t ORDER BY neomycin DESC LIMIT 3`],
    ['what is the penicillin value for escherichia coli', 'lookup', `SELECT penicillin FROM t WHERE bacteria = 'Escherichia coli'`],
    ['correlation penicilin and streptomycin', 'correlation', `SELECT corr(penicillin, streptomycin) FROM t`],
    ['how many bacteria have penicillin above 1', 'filtered', `SELECT count(*) FROM t WHERE penicillin > 1`],
    ['avg neomycin by gram staining', 'group-by', `SELECT gram, avg(neomycin) FROM t GROUP BY 1`],
    ['which genus has the highest average streptomycin', 'argmax', `SELECT genus FROM t GROUP BY 1 ORDER BY avg(streptomycin) DESC LIMIT 1`],
    ['compare penicillin positive vs negative', 'compare', `SELECT avg(penicillin) FILTER (WHERE gram = 'positive'), avg(penicillin) FILTER (WHERE gram = 'negative') FROM t`],
    ['what share of bacteria are gram negative', 'share', `SELECT 100.0 * count(*) FILTER (WHERE gram = 'negative') / count(*) FROM t`],
    ['what is the dose of amoxicillin', 'clarify', null],
  ],
});
