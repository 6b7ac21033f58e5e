import { table } from '../spec';

const LEN = '("txEnd" - "txStart")';

export default table({
  name: 'refseq_genes',
  file: 'genes_h.txt',
  domain:
    "A sample of the UCSC Genome Browser's RefSeq gene table (human, hg19) as GNU datamash ships it for its examples: a tab-separated text file with a header row of UCSC's own column names (`bin name chrom strand txStart txEnd cdsStart cdsEnd exonCount exonStarts exonEnds score name2 cdsStartStat cdsEndStat exonFrames`), one row per RefSeq transcript: the accession (`NM_020466` coding, `NR_049764` non-coding), the chromosome (`chr6`, `chrY`, …), the strand (`+`/`-`), 0-based transcript and coding start/end positions in base pairs, the exon count, the exon starts and ends as comma-separated lists with a trailing comma (`90341942,90347460,`), a score (0), the gene symbol (`LYRM2`; a gene may have several transcripts), the completeness of the coding start and end (`cmpl`, `incmpl`, `unk`, `none`) and the exon reading frames (`0,0,-1,`); no expression, function or dates",
  load: `SELECT CAST(bin AS INTEGER) AS bin, name, chrom, strand, CAST("txStart" AS BIGINT) AS "txStart",
      CAST("txEnd" AS BIGINT) AS "txEnd", CAST("cdsStart" AS BIGINT) AS "cdsStart", CAST("cdsEnd" AS BIGINT) AS "cdsEnd",
      CAST("exonCount" AS INTEGER) AS "exonCount", "exonStarts", "exonEnds", CAST(score AS INTEGER) AS score, name2,
      "cdsStartStat", "cdsEndStat", "exonFrames"
    FROM read_csv('{file}', header = true, all_varchar = true, delim = '\\t', quote = '', escape = '')`,
  questions: [
    ['how many transcripts are in this file', 'aggregate', `SELECT count(*) FROM t`],
    ['how many unique genes (name2)', 'aggregate', `SELECT count(DISTINCT name2) FROM t`],
    ['count by strand', 'group-by', `SELECT strand, count(*) FROM t GROUP BY strand ORDER BY strand`],
    [
      'which chromosome has the most transcripts',
      'argmax',
      `SELECT chrom FROM t GROUP BY chrom ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'top 3 chroms by number of transcripts',
      'top-n',
      `SELECT chrom FROM t GROUP BY chrom ORDER BY count(*) DESC LIMIT 3`,
    ],
    ['how many on chrY', 'filtered', `SELECT count(*) FROM t WHERE chrom = 'chrY'`],
    ['and chrX?', 'follow-up', `SELECT count(*) FROM t WHERE chrom = 'chrX'`],
    [
      '% of transcripts on the + strand',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE strand = '+') / count(*) FROM t`,
    ],
    ['avg exon count', 'aggregate', `SELECT avg("exonCount") FROM t`],
    ['total exons across all transcripts', 'aggregate', `SELECT sum("exonCount") FROM t`],
    [
      'which gene has the transcript with the most exons',
      'argmax',
      `SELECT name2, "exonCount" FROM t ORDER BY "exonCount" DESC LIMIT 1`,
    ],
    ['how many single exon transcripts', 'filtered', `SELECT count(*) FROM t WHERE "exonCount" = 1`],
    [
      'how many are non-coding (NR_ accessions)',
      'filtered',
      `SELECT count(*) FROM t WHERE name LIKE 'NR\\_%' ESCAPE '\\'`,
    ],
    [
      'NM vs NR, how many of each',
      'compare',
      `SELECT count(*) FILTER (WHERE name LIKE 'NM\\_%' ESCAPE '\\'), count(*) FILTER (WHERE name LIKE 'NR\\_%' ESCAPE '\\') FROM t`,
    ],
    [
      'longest transcript (txEnd-txStart), which gene?',
      'argmax',
      // two GRID2 transcripts share the longest span: one gene
      `SELECT DISTINCT name2, ${LEN} FROM t WHERE ${LEN} = (SELECT max(${LEN}) FROM t)`,
    ],
    ['median transcript lenght in bp', 'aggregate', `SELECT median(${LEN}) FROM t`],
    [
      'what chromosome and strand is LYRM2 on',
      'lookup',
      `SELECT DISTINCT chrom, strand FROM t WHERE name2 = 'LYRM2'`,
    ],
    ['tx start of NM_000537', 'lookup', `SELECT "txStart" FROM t WHERE name = 'NM_000537'`],
    ['how many exons does NM_000757 have', 'lookup', `SELECT "exonCount" FROM t WHERE name = 'NM_000757'`],
    [
      'corr between exon count and transcript length',
      'correlation',
      `SELECT corr("exonCount", ${LEN}) FROM t`,
    ],
    [
      'avg transcript length chr1 vs chr2',
      'compare',
      `SELECT avg(${LEN}) FILTER (WHERE chrom = 'chr1'), avg(${LEN}) FILTER (WHERE chrom = 'chr2') FROM t`,
    ],
    [
      'how many have no coding region (cdsStart = cdsEnd)',
      'missing',
      `SELECT count(*) FROM t WHERE "cdsStart" = "cdsEnd"`,
    ],
    [
      'breakdown of cdsStartStat',
      'group-by',
      `SELECT "cdsStartStat", count(*) FROM t GROUP BY "cdsStartStat" ORDER BY "cdsStartStat"`,
    ],
    [
      'how many have an incomplete cds end',
      'filtered',
      `SELECT count(*) FROM t WHERE "cdsEndStat" = 'incmpl'`,
    ],
    [
      'gene with the most transcripts',
      'argmax',
      `SELECT name2 FROM t GROUP BY name2 HAVING count(*) = (SELECT max(c) FROM (SELECT count(*) AS c FROM t GROUP BY name2)) ORDER BY name2`,
    ],
    [
      'which chrom has the highest avg exons per transcript',
      'argmax',
      `SELECT chrom FROM t GROUP BY chrom ORDER BY avg("exonCount") DESC LIMIT 1`,
    ],
    ['how many transcripts longer than 100kb', 'filtered', `SELECT count(*) FROM t WHERE ${LEN} > 100000`],
    ['which gene is most highly expressed', 'clarify', null],
    ['whats the function of CSF1', 'clarify', null],
  ],
});
