// The RCA request form: problem description, client configuration,
// data sources, priority, advanced options and notifications. Submit is disabled while a request
// is being sent, while configurations load, and when they failed to load.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AlertCircle, Loader2, Search } from 'lucide-react';
import type { ClientConfiguration } from '@ai-analyst/contract/rca-types';
import { useClientConfigurations, useDatasetSuggestions } from '../api/queries';
import {
  PRIORITIES,
  validateForm,
  type RcaFormErrors,
  type RcaFormField,
  type RcaFormValues,
} from '../utils/form';
import { capitalize } from '../utils/format';
import { AdvancedOptions } from './advanced-options';
import { DataSourcesField } from './data-sources-field';
import { NotifyField } from './notify-field';

export const CONFIGS_FAILED = 'Failed to load client configurations. Please try again later.';
const DEFAULT_CLIENT_ID = 'demo';

interface RequestFormProps {
  formId: string;
  initial: RcaFormValues;
  loading: boolean;
  onSubmit(values: RcaFormValues): void;
  /** Tells the footer whether submit is possible. */
  onSubmitBlocked(blocked: boolean): void;
}

function ConfigDefaults({ config }: { config: ClientConfiguration }) {
  const d = config.defaults;
  return (
    <div className="rca-config-card">
      <p>{config.description}</p>
      <dl className="rca-defaults">
        <dt>Metric</dt>
        <dd>{d.metric ?? 'Detected from the data'}</dd>
        <dt>Time column</dt>
        <dd>{d.time_column ?? 'Detected from the data'}</dd>
        <dt>Dimensions</dt>
        <dd>{d.dimensions.length ? d.dimensions.join(', ') : 'Detected from the data'}</dd>
        <dt>Thresholds</dt>
        <dd>
          change ≥ {d.thresholds.min_change_pct}%, explained share ≥{' '}
          {Math.round(d.thresholds.min_explained_share * 100)}%
        </dd>
      </dl>
    </div>
  );
}

export function RequestForm({ formId, initial, loading, onSubmit, onSubmitBlocked }: RequestFormProps) {
  const [values, setValues] = useState<RcaFormValues>(initial);
  const [errors, setErrors] = useState<RcaFormErrors>({});
  const configs = useClientConfigurations(true);
  const datasets = useDatasetSuggestions(true);
  const problemId = useId();
  const configId = useId();
  const priorityId = useId();
  const clientTouched = useRef(initial.clientId !== '');

  const configList = configs.data ?? [];
  const selected = configList.find((c) => c.client_id === values.clientId);

  // Preselect the demo client (else the first) once the list arrives, unless the user already chose.
  useEffect(() => {
    if (clientTouched.current || !configs.data?.length) return;
    clientTouched.current = true;
    const fallback = configs.data.find((c) => c.client_id === DEFAULT_CLIENT_ID) ?? configs.data[0];
    if (fallback) setValues((v) => (v.clientId ? v : { ...v, clientId: fallback.client_id }));
  }, [configs.data]);

  const blocked = loading || configs.isPending || configs.isError;
  useEffect(() => onSubmitBlocked(blocked), [blocked, onSubmitBlocked]);

  const update = <K extends keyof RcaFormValues>(key: K, value: RcaFormValues[K], field?: RcaFormField) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (field && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    const found = validateForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form id={formId} className="rca-form" noValidate onSubmit={submit}>
      <section className="rca-section">
        <div className="field">
          <label htmlFor={problemId}>Problem description</label>
          <textarea
            id={problemId}
            className="input rca-textarea"
            rows={4}
            value={values.problemDescription}
            placeholder="e.g. Revenue dropped 18% last week compared with the week before. Why?"
            aria-invalid={errors.problemDescription ? true : undefined}
            aria-describedby={errors.problemDescription ? `${problemId}-error` : undefined}
            onChange={(e) => update('problemDescription', e.target.value, 'problemDescription')}
          />
          {errors.problemDescription && (
            <p id={`${problemId}-error`} className="field-error" role="alert">
              {errors.problemDescription}
            </p>
          )}
        </div>
      </section>

      <section className="rca-section">
        <div className="field">
          <label htmlFor={configId}>Client configuration</label>
          {configs.isError ? (
            <p className="rca-note rca-note-error" role="alert">
              <AlertCircle size={16} aria-hidden /> {CONFIGS_FAILED}
            </p>
          ) : (
            <select
              id={configId}
              className="input"
              value={values.clientId}
              disabled={configs.isPending}
              aria-busy={configs.isPending || undefined}
              aria-invalid={errors.clientId ? true : undefined}
              aria-describedby={errors.clientId ? `${configId}-error` : undefined}
              onChange={(e) => {
                clientTouched.current = true;
                update('clientId', e.target.value, 'clientId');
              }}
            >
              <option value="">
                {configs.isPending ? 'Loading configurations...' : 'Select a configuration'}
              </option>
              {configList.map((c) => (
                <option key={c.client_id} value={c.client_id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
          {errors.clientId && (
            <p id={`${configId}-error`} className="field-error" role="alert">
              {errors.clientId}
            </p>
          )}
          {selected && <ConfigDefaults config={selected} />}
        </div>
      </section>

      <DataSourcesField
        value={values.dataSources}
        error={errors.dataSources}
        suggestions={datasets.data ?? []}
        onChange={(next) => update('dataSources', next, 'dataSources')}
      />

      <section className="rca-section">
        <div className="field">
          <label htmlFor={priorityId}>Priority</label>
          <select
            id={priorityId}
            className="input"
            value={values.priority}
            onChange={(e) => update('priority', e.target.value as RcaFormValues['priority'])}
          >
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {capitalize(p)}
              </option>
            ))}
          </select>
        </div>
      </section>

      <AdvancedOptions
        contextInfo={values.contextInfo}
        metadataText={values.metadataText}
        defaultOpen={Boolean(initial.contextInfo) || initial.metadataText.trim() !== '{}'}
        onContextChange={(text) => update('contextInfo', text)}
        onMetadataChange={(text, metadata) =>
          setValues((v) => ({ ...v, metadataText: text, metadata: metadata ?? v.metadata }))
        }
      />

      <NotifyField checked={values.notify} onChange={(next) => update('notify', next)} />
    </form>
  );
}

/** The form's footer buttons, outside the scrolling body. */
export function RequestFormFooter(props: {
  formId: string;
  loading: boolean;
  blocked: boolean;
  onCancel(): void;
}) {
  return (
    <>
      <button type="button" className="button button-secondary" onClick={props.onCancel}>
        Cancel
      </button>
      <button type="submit" form={props.formId} className="button button-primary" disabled={props.blocked}>
        {props.loading ? (
          <Loader2 size={16} className="rca-spin" aria-hidden />
        ) : (
          <Search size={16} aria-hidden />
        )}
        {props.loading ? 'Starting...' : 'Start Investigation'}
      </button>
    </>
  );
}
