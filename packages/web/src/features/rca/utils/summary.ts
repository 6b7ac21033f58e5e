// The messages an RCA run leaves in its conversation. The server
// writes them as assistant messages when the run ends (packages/server/src/rca/run-outcome.ts); the
// wording lives in the contract so that both sides say the same.
export {
  rcaFailureMarkdown as failureMarkdown,
  rcaSummaryMarkdown as summaryMarkdown,
} from '@ai-analyst/contract/rca-summary';
