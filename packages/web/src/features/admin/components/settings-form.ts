// The Settings tab's form: its values as typed (strings), the checks of the server's schema,
// and the update to send, holding only the fields that changed.
import type { OrganizationSettings } from '@ai-analyst/contract/admin-types';

export const PROVIDERS = [
  { id: 'analyst', label: 'Built-in analyst' },
  { id: 'openai', label: 'OpenAI' },
  { id: 'anthropic', label: 'Anthropic' },
  { id: 'openai_compatible', label: 'OpenAI-compatible' },
] as const;
export type ProviderId = (typeof PROVIDERS)[number]['id'];

export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;

export interface SettingsFormValues {
  default_model: string;
  enabled_providers: ProviderId[];
  user_quota_mb: string;
  max_upload_mb: string;
  rca_default_priority: OrganizationSettings['rca_default_priority'];
  rca_default_client_id: string;
  rca_max_iterations: string;
}

export type SettingsErrors = Partial<Record<keyof SettingsFormValues, string>>;

export function toFormValues(settings: OrganizationSettings): SettingsFormValues {
  return {
    default_model: settings.default_model,
    enabled_providers: [...settings.enabled_providers],
    user_quota_mb: settings.user_quota_mb === null ? '' : String(settings.user_quota_mb),
    max_upload_mb: settings.max_upload_mb === null ? '' : String(settings.max_upload_mb),
    rca_default_priority: settings.rca_default_priority,
    rca_default_client_id: settings.rca_default_client_id,
    rca_max_iterations: String(settings.rca_max_iterations),
  };
}

/** An optional size in MB: empty means "the server's default" (null). */
function optionalMegabytes(text: string, max: number): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { value: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value <= 0)
    return { error: 'Enter a positive number of MB, or leave it empty' };
  if (value > max) return { error: `At most ${max.toLocaleString('en-US')} MB` };
  return { value };
}

/** Checks the form; returns the errors, or the complete settings when there are none. */
export function parseSettings(
  values: SettingsFormValues,
): { errors: SettingsErrors } | { settings: OrganizationSettings } {
  const errors: SettingsErrors = {};
  const model = values.default_model.trim();
  if (!model) errors.default_model = 'Choose a default model';
  else if (model.length > 100) errors.default_model = 'At most 100 characters';
  if (values.enabled_providers.length === 0) errors.enabled_providers = 'Enable at least one provider';
  const quota = optionalMegabytes(values.user_quota_mb, 10_000_000);
  if ('error' in quota) errors.user_quota_mb = quota.error;
  const upload = optionalMegabytes(values.max_upload_mb, 1_000_000);
  if ('error' in upload) errors.max_upload_mb = upload.error;
  const client = values.rca_default_client_id.trim();
  if (client.length > 100) errors.rca_default_client_id = 'At most 100 characters';
  const iterations = Number(values.rca_max_iterations.trim());
  if (!values.rca_max_iterations.trim() || !Number.isInteger(iterations) || iterations < 1 || iterations > 50)
    errors.rca_max_iterations = 'A whole number from 1 to 50';
  if (Object.keys(errors).length > 0 || 'error' in quota || 'error' in upload) return { errors };
  return {
    settings: {
      default_model: model,
      enabled_providers: PROVIDERS.map((p) => p.id).filter((id) => values.enabled_providers.includes(id)),
      user_quota_mb: quota.value,
      max_upload_mb: upload.value,
      rca_default_priority: values.rca_default_priority,
      rca_default_client_id: client,
      rca_max_iterations: iterations,
    },
  };
}

/** The fields of `next` that differ from `saved`: what a save sends. */
export function changedSettings(
  saved: OrganizationSettings,
  next: OrganizationSettings,
): Partial<OrganizationSettings> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof OrganizationSettings)[]) {
    if (JSON.stringify(saved[key]) !== JSON.stringify(next[key])) changes[key] = next[key];
  }
  return changes as Partial<OrganizationSettings>;
}
