// The data sources of a request: text entries added with Add or Enter, trimmed, blanks and
// duplicates ignored, each removable. Dataset names are offered as suggestions.
import { useId, useState } from 'react';
import { Database, Plus, X } from 'lucide-react';
import { addDataSource } from '../utils/form';

interface DataSourcesFieldProps {
  value: string[];
  onChange(next: string[]): void;
  error?: string;
  suggestions: string[];
}

export function DataSourcesField({ value, onChange, error, suggestions }: DataSourcesFieldProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const listId = useId();

  const add = () => {
    const next = addDataSource(value, draft);
    if (next !== value) onChange(next);
    setDraft('');
  };
  const offered = suggestions.filter((s) => !value.includes(s));

  return (
    <fieldset className="rca-section">
      <legend>Data sources</legend>
      <div className="field">
        <label htmlFor={inputId}>Add a data source</label>
        <div className="rca-add-row">
          <input
            id={inputId}
            className="input"
            value={draft}
            list={offered.length ? listId : undefined}
            placeholder="sales_2024, /Uploads/sales.csv or a Google Sheets link"
            aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <button type="button" className="button button-secondary" onClick={add}>
            <Plus size={16} aria-hidden /> Add
          </button>
        </div>
        {offered.length > 0 && (
          <datalist id={listId}>
            {offered.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        )}
        <p id={hintId} className="rca-hint">
          A dataset name, a file path like /Uploads/sales.csv, or a Google Sheets link.
        </p>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {value.length > 0 && (
        <ul className="rca-source-list" aria-label="Selected data sources">
          {value.map((source) => (
            <li key={source} className="rca-source">
              <Database size={14} aria-hidden />
              <span className="rca-source-name" title={source}>
                {source}
              </span>
              <button
                type="button"
                className="rca-chip-remove"
                aria-label={`Remove ${source}`}
                onClick={() => onChange(value.filter((s) => s !== source))}
              >
                <X size={14} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {offered.length > 0 && (
        <div className="rca-suggestions">
          <span className="rca-hint">Your datasets:</span>
          {offered.slice(0, 8).map((name) => (
            <button
              key={name}
              type="button"
              className="rca-chip rca-chip-button"
              onClick={() => onChange(addDataSource(value, name))}
            >
              <Plus size={12} aria-hidden /> {name}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
