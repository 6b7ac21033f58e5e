import { useState } from 'react';
import { useModelChoices, useRcaConfigurationChoices } from '../api/choices';
import { useSaveSettings, useSettings } from '../api/organization';
import type { OrganizationSettings } from '@ai-analyst/contract/admin-types';
import { ErrorAlert, LoadingBlock, SuccessNotice, useTransientNotice } from './admin-feedback';
import {
  PRIORITIES,
  PROVIDERS,
  changedSettings,
  parseSettings,
  toFormValues,
  type SettingsErrors,
  type SettingsFormValues,
} from './settings-form';

const MODEL_SUGGESTIONS = ['analyst', 'gpt-4', 'gpt-3.5-turbo', 'claude-3'];

/** Choices for a select, keeping the current value even when the server no longer offers it. */
function withCurrent(options: { value: string; label: string }[], current: string) {
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: `${current} (not offered by this server)` }]
    : options;
}

/** Settings tab: the organization's settings kept on the server. */
export function SettingsTab() {
  const settings = useSettings();
  // The notice outlives the form, which restarts from the saved values after each save.
  const { notice, show } = useTransientNotice();
  if (settings.isPending) return <LoadingBlock label="Loading settings..." />;
  if (settings.isError) return <ErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} notice={notice} onNotice={show} />
  );
}

interface SettingsFormProps {
  saved: OrganizationSettings;
  notice: string | null;
  onNotice: (message: string) => void;
}

function SettingsForm({ saved, notice, onNotice: show }: SettingsFormProps) {
  const [values, setValues] = useState<SettingsFormValues>(() => toFormValues(saved));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const save = useSaveSettings();
  const models = useModelChoices();
  const configurations = useRcaConfigurationChoices();

  const set = <K extends keyof SettingsFormValues>(key: K, value: SettingsFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = () => {
    const parsed = parseSettings(values);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    const changes = changedSettings(saved, parsed.settings);
    if (Object.keys(changes).length === 0) {
      show('Nothing to save: the settings are unchanged.');
      return;
    }
    save.mutate(changes, { onSuccess: () => show('Settings saved.') });
  };

  const describe = (key: keyof SettingsFormValues, hint?: string) => {
    const ids = [hint && `admin-set-${key}-hint`, errors[key] && `admin-set-${key}-error`].filter(Boolean);
    return {
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': ids.length ? ids.join(' ') : undefined,
    };
  };
  const errorOf = (key: keyof SettingsFormValues) =>
    errors[key] ? (
      <p className="field-error" id={`admin-set-${key}-error`}>
        {errors[key]}
      </p>
    ) : null;

  return (
    <form
      className="admin-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <section className="admin-card" aria-labelledby="admin-settings-models">
        <h2 id="admin-settings-models" className="admin-card-title">
          Models
        </h2>
        <div className="field">
          <label htmlFor="admin-set-default_model">Default model</label>
          {models.data ? (
            <select
              id="admin-set-default_model"
              className="input"
              value={values.default_model}
              onChange={(event) => set('default_model', event.target.value)}
              {...describe('default_model')}
            >
              {withCurrent(
                models.data.map((model) => ({
                  value: model.id,
                  label: model.available ? model.name : `${model.name} (not configured on this server)`,
                })),
                values.default_model,
              ).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <>
              <input
                id="admin-set-default_model"
                className="input"
                list="admin-model-suggestions"
                value={values.default_model}
                onChange={(event) => set('default_model', event.target.value)}
                {...describe('default_model')}
              />
              <datalist id="admin-model-suggestions">
                {MODEL_SUGGESTIONS.map((model) => (
                  <option key={model} value={model} />
                ))}
              </datalist>
            </>
          )}
          {errorOf('default_model')}
        </div>
        <fieldset className="admin-fieldset" {...describe('enabled_providers')}>
          <legend>Enabled providers</legend>
          <div className="admin-checks">
            {PROVIDERS.map((provider) => (
              <label key={provider.id} className="admin-radio">
                <input
                  type="checkbox"
                  checked={values.enabled_providers.includes(provider.id)}
                  onChange={(event) =>
                    set(
                      'enabled_providers',
                      event.target.checked
                        ? [...values.enabled_providers, provider.id]
                        : values.enabled_providers.filter((id) => id !== provider.id),
                    )
                  }
                />
                {provider.label}
              </label>
            ))}
          </div>
          {errorOf('enabled_providers')}
        </fieldset>
      </section>

      <section className="admin-card" aria-labelledby="admin-settings-storage">
        <h2 id="admin-settings-storage" className="admin-card-title">
          Storage
        </h2>
        <div className="admin-form-row">
          {(['user_quota_mb', 'max_upload_mb'] as const).map((key) => (
            <div className="field" key={key}>
              <label htmlFor={`admin-set-${key}`}>
                {key === 'user_quota_mb' ? 'Per-user storage quota (MB)' : 'Upload limit (MB)'}
              </label>
              <input
                id={`admin-set-${key}`}
                className="input"
                inputMode="decimal"
                placeholder="Server default"
                value={values[key]}
                onChange={(event) => set(key, event.target.value)}
                {...describe(key, 'hint')}
              />
              <p className="admin-hint" id={`admin-set-${key}-hint`}>
                Leave empty to use the server default.
              </p>
              {errorOf(key)}
            </div>
          ))}
        </div>
      </section>

      <section className="admin-card" aria-labelledby="admin-settings-rca">
        <h2 id="admin-settings-rca" className="admin-card-title">
          Root cause analysis defaults
        </h2>
        <div className="admin-form-row admin-form-row-3">
          <div className="field">
            <label htmlFor="admin-set-rca_default_priority">Priority</label>
            <select
              id="admin-set-rca_default_priority"
              className="input"
              value={values.rca_default_priority}
              onChange={(event) =>
                set('rca_default_priority', event.target.value as SettingsFormValues['rca_default_priority'])
              }
            >
              {PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {priority.charAt(0).toUpperCase() + priority.slice(1)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="admin-set-rca_default_client_id">Client configuration</label>
            {configurations.data ? (
              <select
                id="admin-set-rca_default_client_id"
                className="input"
                value={values.rca_default_client_id}
                onChange={(event) => set('rca_default_client_id', event.target.value)}
                {...describe('rca_default_client_id')}
              >
                {withCurrent(
                  configurations.data.map((config) => ({ value: config.client_id, label: config.name })),
                  values.rca_default_client_id,
                ).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id="admin-set-rca_default_client_id"
                className="input"
                value={values.rca_default_client_id}
                onChange={(event) => set('rca_default_client_id', event.target.value)}
                {...describe('rca_default_client_id')}
              />
            )}
            {errorOf('rca_default_client_id')}
          </div>
          <div className="field">
            <label htmlFor="admin-set-rca_max_iterations">Max iterations</label>
            <input
              id="admin-set-rca_max_iterations"
              className="input"
              inputMode="numeric"
              value={values.rca_max_iterations}
              onChange={(event) => set('rca_max_iterations', event.target.value)}
              {...describe('rca_max_iterations')}
            />
            {errorOf('rca_max_iterations')}
          </div>
        </div>
      </section>

      <div className="admin-save-bar">
        {save.isError && <ErrorAlert error={save.error} />}
        {notice && <SuccessNotice>{notice}</SuccessNotice>}
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
