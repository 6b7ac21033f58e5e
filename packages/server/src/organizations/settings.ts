/**
 * An organization's settings as stored (the `settings` JSON of its row) read with their defaults,
 * and the model choice they make. Read by the admin API, files (quota, upload limit), RCA, chat
 * and the model list.
 */
import { organizationSettingsSchema, type OrganizationSettings } from '@ai-analyst/contract';

/**
 * What an organization's admin chose (GET/PUT /api/admin/settings/): the providers its members may
 * use, and a default model when the admin picked one explicitly.
 */
export type OrganizationModelChoice = { enabledProviders: readonly string[]; defaultModel?: string };

/**
 * The stored settings with defaults filled in. Unknown keys are dropped, and a stored value that
 * is no longer valid falls back to its own default without taking the other settings with it.
 */
export function readSettings(stored: Record<string, unknown>): OrganizationSettings {
  const parsed = organizationSettingsSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const settings: Record<string, unknown> = organizationSettingsSchema.parse({});
  for (const [key, field] of Object.entries(organizationSettingsSchema.shape)) {
    if (!(key in stored)) continue;
    const value = field.safeParse(stored[key]);
    if (value.success) settings[key] = value.data;
  }
  return settings as OrganizationSettings;
}

/**
 * The model choice in an organization's stored settings, as the model registry applies it: the
 * enabled providers, and the default model only when an admin set one (unset, the server's own
 * default applies: gpt-4 when OpenAI is configured, else the built-in analyst).
 */
export function modelChoiceOf(stored: Record<string, unknown>): OrganizationModelChoice {
  const settings = readSettings(stored);
  return {
    enabledProviders: settings.enabled_providers,
    ...('default_model' in stored ? { defaultModel: settings.default_model } : {}),
  };
}
