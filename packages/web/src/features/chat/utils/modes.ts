import type { QpnMode } from '@ai-analyst/contract/chat-types';

export interface ModeOption {
  value: QpnMode;
  label: string;
  description: string;
}

/** The picker's modes; Custom follows the instructions set in the conversation's settings. */
export const MODE_OPTIONS: ModeOption[] = [
  { value: 'simple', label: 'Simple', description: 'Plain questions and answers' },
  {
    value: 'tool_enhanced',
    label: 'Tool Enhanced',
    description: 'SQL, aggregations and charts over your data',
  },
  { value: 'rca', label: 'RCA (Root Cause Analysis)', description: 'Find why a metric moved' },
  { value: 'time_series', label: 'Time Series', description: 'Trends, seasonality and forecasts' },
  { value: 'eda', label: 'EDA', description: 'Profile a dataset' },
  { value: 'custom', label: 'Custom', description: 'Follows your own instructions for this conversation' },
];

const LABELS: Record<QpnMode, string> = {
  simple: 'Simple',
  tool_enhanced: 'Tool Enhanced',
  rca: 'RCA',
  time_series: 'Time Series',
  eda: 'EDA',
  custom: 'Custom',
};

const LEGACY: Record<string, QpnMode> = {
  simple_tool: 'tool_enhanced',
  DummyQCN: 'simple',
  SimpleTextQCN: 'simple',
  SimpleOnceToolCallQCN: 'tool_enhanced',
};

/** How the client reads a received mode: legacy names mapped, unknown values simple. */
export function readMode(value: unknown): QpnMode {
  if (typeof value !== 'string') return 'simple';
  if (value in LABELS) return value as QpnMode;
  return LEGACY[value] ?? 'simple';
}

export function modeLabel(mode: QpnMode | null | undefined): string {
  return mode ? LABELS[readMode(mode)] : 'Not set';
}
