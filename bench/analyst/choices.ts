/**
 * bench/analyst/choices: the example questions the analyst offers (in its overview of a dataset
 * and as the fallback choices of a clarifying question), each sent back as the next message, as a
 * click on it does. A choice that is asked back, or that reads a column no person would ask about
 * that way (summing a rank, averaging a latitude), sends the user in a circle. Prints, per part,
 * how many choices were answered; `--verbose` lists every choice and its outcome. Development
 * parts only (a held-out part's tables are never loaded here).
 *
 * Run: node --import tsx bench/analyst/choices.ts --dev --dev2 … [--verbose]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatasetRegistry } from '@ai-analyst/engine/data/registry';
import { answerQuestion } from '@ai-analyst/engine/planner/answer';
import { exampleQuestions } from '@ai-analyst/engine/planner/parse/clarify';
import { indexDataset } from '@ai-analyst/engine/planner/schema-index';
import type { BenchTable } from './spec';

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const parts = args.filter((a) => a.startsWith('--') && a !== '--verbose').map((a) => a.slice(2));
if (parts.some((p) => p.startsWith('heldout'))) throw new Error('held-out parts are not read here');

let offered = 0;
let answered = 0;
console.log('| part | tables | choices | answered | asked back |');
console.log('|---|---|---|---|---|');
for (const part of parts) {
  const file = join(HERE, part, 'tables.ts');
  if (!existsSync(file)) continue;
  const { TABLES } = (await import(file)) as { TABLES: BenchTable[] };
  const cacheDir = await mkdtemp(join(tmpdir(), `bench-choices-${part}-`));
  const registry = await DatasetRegistry.open({ cacheDir, dataDirs: [join(HERE, part, 'data')] });
  let n = 0;
  let ok = 0;
  try {
    for (const spec of TABLES) {
      try {
        await registry.register(join(HERE, part, 'data', spec.file), { name: spec.name });
        await registry.whenMaterialized(spec.name);
      } catch {
        continue;
      }
      const choices = exampleQuestions(await indexDataset(registry, spec.name));
      for (const choice of choices) {
        const answer = await answerQuestion(registry, choice, { datasets: [spec.name] }).catch(
          () => undefined,
        );
        const good = answer !== undefined && !answer.clarify && !answer.error;
        n++;
        if (good) ok++;
        if (verbose)
          console.log(
            `  ${good ? 'ok ' : 'ASK'} ${spec.name} · "${choice}"${good ? '' : ` → ${(answer?.markdown ?? 'threw').replace(/\s+/g, ' ').slice(0, 120)}`}`,
          );
      }
    }
  } finally {
    await registry.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
  offered += n;
  answered += ok;
  console.log(`| ${part} | ${TABLES.length} | ${n} | ${ok} | ${n - ok} |`);
}
console.log(
  `\n${answered} of ${offered} choices answered when clicked (${((100 * answered) / Math.max(offered, 1)).toFixed(1)} %).`,
);
