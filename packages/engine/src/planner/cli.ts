/**
 * Ask the built-in analyst from a terminal, over any data files:
 *   node --import tsx packages/engine/src/planner/cli.ts data.csv [more files…] -- "top 5 products by revenue"
 * Prints the answer's markdown (tables and charts as fenced JSON). Uses a throwaway workspace.
 * With `-- --schema` instead of a question, prints what each file loaded as. Questions separated
 * by `--` form a conversation: each one after the first is asked as a follow-up of the one before
 * (with its typed query and the question it was read as, as the server passes them):
 *   cli.ts data.csv -- "which film made the most money" -- "how much did it make"
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DatasetRegistry } from '../data/registry';
import type { AnalystQuery } from '@ai-analyst/contract';
import { answerQuestion } from './answer';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const files = (split >= 0 ? args.slice(0, split) : args.slice(0, -1)).map((f) => resolve(f));
const questions = (split >= 0 ? args.slice(split + 1) : args.slice(-1))
  .join(' ')
  .split(/\s+--\s+/)
  .map((q) => q.trim())
  .filter(Boolean);
const question = questions[0] ?? '';
if (!files.length || !question) {
  console.error('usage: cli.ts <data files…> -- "<question>"');
  process.exit(2);
}
const cacheDir = await mkdtemp(join(tmpdir(), 'engine-cli-'));
const registry = await DatasetRegistry.open({
  cacheDir,
  dataDirs: [...new Set(files.map((f) => dirname(f)))],
});
try {
  const infos = [];
  for (const f of files) infos.push(await registry.register(f));
  if (question === '--schema') {
    // Print each dataset's columns as loaded (name and detected type), instead of asking.
    for (const info of infos) console.log(JSON.stringify(info, null, 1));
  } else {
    let previous: { query?: AnalystQuery; question: string } | undefined;
    for (const asked of questions) {
      const answer = await answerQuestion(registry, asked, {
        ...(previous?.query ? { previousQuery: previous.query } : {}),
        ...(previous ? { previousQuestion: previous.question } : {}),
      });
      if (questions.length > 1) console.log(`## ${asked}\n`);
      console.log(answer.markdown);
      // SHOW_QUERY=1 also prints the typed query each answer ran
      if (process.env.SHOW_QUERY) console.log(JSON.stringify(answer.query));
      previous = { query: answer.query, question: answer.readAs ?? asked };
    }
  }
} finally {
  await registry.close();
  await rm(cacheDir, { recursive: true, force: true });
}
