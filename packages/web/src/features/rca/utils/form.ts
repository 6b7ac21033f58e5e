// The values, validation and request body of the RCA request form.
import type { RcaCreateRequest, RcaPriority } from '@ai-analyst/contract/rca-types';

export const PRIORITIES: RcaPriority[] = ['low', 'medium', 'high', 'critical'];

export interface RcaFormValues {
  problemDescription: string;
  clientId: string;
  dataSources: string[];
  priority: RcaPriority;
  contextInfo: string;
  /** The last valid metadata object; the textarea's text lives in the form. */
  metadata: Record<string, unknown>;
  metadataText: string;
  notify: boolean;
}

export type RcaFormField = 'problemDescription' | 'dataSources' | 'clientId';
export type RcaFormErrors = Partial<Record<RcaFormField, string>>;

export const FORM_ERRORS: Record<RcaFormField, string> = {
  problemDescription: 'Problem description is required',
  dataSources: 'At least one data source is required',
  clientId: 'Client configuration is required',
};

export function emptyForm(clientId = ''): RcaFormValues {
  return {
    problemDescription: '',
    clientId,
    dataSources: [],
    priority: 'medium',
    contextInfo: '',
    metadata: {},
    metadataText: '{}',
    notify: false,
  };
}

export function validateForm(values: RcaFormValues): RcaFormErrors {
  const errors: RcaFormErrors = {};
  if (!values.problemDescription.trim()) errors.problemDescription = FORM_ERRORS.problemDescription;
  if (values.dataSources.length === 0) errors.dataSources = FORM_ERRORS.dataSources;
  if (!values.clientId.trim()) errors.clientId = FORM_ERRORS.clientId;
  return errors;
}

/** Adds a data source: trimmed; blank and duplicate entries are ignored (same list back). */
export function addDataSource(list: string[], entry: string): string[] {
  const value = entry.trim();
  if (!value || list.includes(value)) return list;
  return [...list, value];
}

/**
 * Reads the metadata textarea: a JSON object gives the new metadata, anything else null (the edit
 * is ignored and the previous value kept).
 */
export function parseMetadata(text: string): Record<string, unknown> | null {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function toCreateRequest(values: RcaFormValues, conversationId: string | null): RcaCreateRequest {
  return {
    problem_description: values.problemDescription.trim(),
    data_sources: values.dataSources,
    context_info: values.contextInfo.trim(),
    priority: values.priority,
    client_id: values.clientId,
    metadata: values.metadata,
    ...(conversationId ? { conversation_id: conversationId } : {}),
  };
}
