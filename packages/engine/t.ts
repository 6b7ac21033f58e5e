import { openSampleWorkspace } from './src/tools/sample-workspace';
import { planQuestion } from './src/planner/planner';
const ws = await openSampleWorkspace();
const qs = process.argv.slice(2).join(' ').split('|');
for (const q of qs) {
  const p = await planQuestion(ws.registry, q);
  console.log(q, '\n  →', p.tool, JSON.stringify(p.args).slice(0, 260), '\n  ', p.understood);
}
await ws.dispose();
