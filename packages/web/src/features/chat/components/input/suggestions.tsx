import type { QpnMode } from '@ai-analyst/contract/chat-types';

export interface Suggestion {
  id: string;
  text: string;
}

const BY_MODE: Partial<Record<QpnMode, Suggestion[]>> = {
  rca: [
    { id: 'rca-1', text: 'Why did revenue drop last week?' },
    { id: 'rca-2', text: 'What do you need from me to run a root cause analysis?' },
  ],
  time_series: [
    { id: 'ts-1', text: 'Forecast monthly sales for the next quarter' },
    { id: 'ts-2', text: 'Are there anomalies in daily orders?' },
  ],
  eda: [
    { id: 'eda-1', text: 'Profile my dataset: columns, missing values, outliers' },
    { id: 'eda-2', text: 'Which columns are most correlated?' },
  ],
  tool_enhanced: [
    { id: 'tool-1', text: 'Show total sales by region as a bar chart' },
    { id: 'tool-2', text: 'Which datasets can you see?' },
  ],
};

const GENERAL: Suggestion[] = [
  { id: 'gen-1', text: 'What can you do in each mode?' },
  { id: 'gen-2', text: 'How do I load my data?' },
  { id: 'gen-3', text: 'Summarize the key trends in my data' },
];

/** Prompts to start with, shown only while the conversation is empty. */
export function Suggestions({ mode, onPick }: { mode: QpnMode | null; onPick: (text: string) => void }) {
  const list = [...((mode && BY_MODE[mode]) || []), ...GENERAL].slice(0, 4);
  return (
    <div className="suggestions" aria-label="Suggestions">
      {list.map((s) => (
        <button key={s.id} type="button" className="suggestion" onClick={() => onPick(s.text)}>
          {s.text}
        </button>
      ))}
    </div>
  );
}
