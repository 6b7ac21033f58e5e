import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { useOrganization, useUpdateOrganization } from '../api/organization';
import type { OrganizationDetails, Plan } from '@ai-analyst/contract/admin-types';
import { formatBytes, formatDateTime } from '../../../utils/format';
import { ErrorAlert, LoadingBlock, SuccessNotice, useTransientNotice } from './admin-feedback';
import { UsageMeter } from './usage-meter';

const PLANS: { id: Plan; label: string; sources: string }[] = [
  { id: 'starter', label: 'Starter', sources: 'up to 10 data sources' },
  { id: 'professional', label: 'Professional', sources: 'up to 50 data sources' },
  { id: 'enterprise', label: 'Enterprise', sources: 'unlimited data sources' },
];

/** Organizations tab: the admin's own organization; new ones are created with `npm run admin`. */
export function OrganizationTab() {
  const organization = useOrganization();
  // The notice outlives the form, which restarts from the saved values after each save.
  const { notice, show } = useTransientNotice();
  if (organization.isPending) return <LoadingBlock label="Loading organization..." />;
  if (organization.isError)
    return <ErrorAlert error={organization.error} onRetry={() => void organization.refetch()} />;
  // Keyed by the saved values so the form restarts from them after a save.
  const org = organization.data;
  return <OrganizationView key={`${org.name}|${org.plan}`} org={org} notice={notice} onNotice={show} />;
}

interface OrganizationViewProps {
  org: OrganizationDetails;
  notice: string | null;
  onNotice: (message: string) => void;
}

function OrganizationView({ org, notice, onNotice: show }: OrganizationViewProps) {
  const [name, setName] = useState(org.name);
  const [plan, setPlan] = useState<Plan>(org.plan);
  const [nameError, setNameError] = useState('');
  const update = useUpdateOrganization();
  const dirty = name.trim() !== org.name || plan !== org.plan;

  const save = () => {
    if (!name.trim()) {
      setNameError('The organization needs a name');
      return;
    }
    setNameError('');
    const changes = {
      ...(name.trim() !== org.name && { name: name.trim() }),
      ...(plan !== org.plan && { plan }),
    };
    update.mutate(changes, { onSuccess: () => show('Organization saved.') });
  };

  return (
    <div className="admin-grid">
      <section className="admin-card" aria-labelledby="admin-org-title">
        <div className="admin-card-header">
          <div className="admin-org-heading">
            <span className="admin-badge" aria-hidden>
              <Building2 size={18} />
            </span>
            <div>
              <h2 id="admin-org-title">{org.name}</h2>
              <p className="admin-card-subtitle">
                Code <code className="admin-code">{org.code}</code> · created {formatDateTime(org.created_at, '—')}
              </p>
            </div>
          </div>
        </div>
        <dl className="admin-stats">
          <div>
            <dt>Plan</dt>
            <dd>{PLANS.find((p) => p.id === org.plan)?.label ?? org.plan}</dd>
          </div>
          <div>
            <dt>Members</dt>
            <dd>{org.members}</dd>
          </div>
          <div>
            <dt>Per-user storage quota</dt>
            <dd>{formatBytes(org.storage.per_user_quota_bytes)}</dd>
          </div>
        </dl>
        <div className="admin-meters">
          <UsageMeter
            label="Storage"
            used={org.storage.used_bytes}
            limit={org.storage.quota_bytes}
            format={formatBytes}
          />
          <UsageMeter label="Data sources" used={org.data_sources.used} limit={org.data_sources.limit} />
        </div>
        <p className="admin-hint">
          Storage quota is the per-user quota times the number of members. New organizations are created from
          the command line with <code className="admin-code">npm run admin</code>.
        </p>
      </section>

      <section className="admin-card" aria-labelledby="admin-org-edit-title">
        <h2 id="admin-org-edit-title" className="admin-card-title">
          Edit organization
        </h2>
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {update.isError && <ErrorAlert error={update.error} />}
          {notice && <SuccessNotice>{notice}</SuccessNotice>}
          <div className="field">
            <label htmlFor="admin-org-name">Name</label>
            <input
              id="admin-org-name"
              className="input"
              value={name}
              maxLength={200}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? 'admin-org-name-error' : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {nameError && (
              <p className="field-error" id="admin-org-name-error">
                {nameError}
              </p>
            )}
          </div>
          <fieldset className="admin-fieldset">
            <legend>Plan</legend>
            {PLANS.map((option) => (
              <label key={option.id} className="admin-radio admin-plan-option">
                <input
                  type="radio"
                  name="admin-org-plan"
                  value={option.id}
                  checked={plan === option.id}
                  onChange={() => setPlan(option.id)}
                />
                <span>
                  <strong>{option.label}</strong>
                  <span className="admin-cell-muted"> — {option.sources}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="admin-form-actions">
            <button type="submit" className="button button-primary" disabled={!dirty || update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
