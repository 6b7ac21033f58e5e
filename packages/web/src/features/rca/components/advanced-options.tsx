// Advanced options of the request form: context information and metadata as a JSON object. A
// metadata edit that is not a valid JSON object is ignored, and a note says so.
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { parseMetadata } from '../utils/form';

interface AdvancedOptionsProps {
  contextInfo: string;
  metadataText: string;
  onContextChange(value: string): void;
  onMetadataChange(text: string, metadata: Record<string, unknown> | null): void;
  defaultOpen?: boolean;
}

export function AdvancedOptions(props: AdvancedOptionsProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const regionId = useId();
  const contextId = useId();
  const metadataId = useId();
  const noteId = useId();
  const invalid = parseMetadata(props.metadataText) === null;

  return (
    <section className="rca-section rca-collapsible">
      <button
        type="button"
        className="rca-collapse-toggle"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>Advanced options</span>
        <ChevronDown size={16} aria-hidden className="rca-chevron" />
      </button>
      <div id={regionId} hidden={!open} className="rca-collapse-body">
        <div className="field">
          <label htmlFor={contextId}>
            Context information <span className="optional">(optional)</span>
          </label>
          <textarea
            id={contextId}
            className="input rca-textarea-sm"
            rows={3}
            value={props.contextInfo}
            placeholder="Recent releases, campaigns, known incidents..."
            onChange={(e) => props.onContextChange(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={metadataId}>
            Metadata (JSON) <span className="optional">(optional)</span>
          </label>
          <textarea
            id={metadataId}
            className="input rca-textarea-sm rca-mono"
            rows={3}
            spellCheck={false}
            value={props.metadataText}
            aria-invalid={invalid || undefined}
            aria-describedby={noteId}
            onChange={(e) => props.onMetadataChange(e.target.value, parseMetadata(e.target.value))}
          />
          <p id={noteId} className={invalid ? 'rca-note rca-note-warning' : 'rca-hint'} aria-live="polite">
            {invalid
              ? 'Not valid JSON: this edit is ignored and the last valid metadata is kept.'
              : 'Key-value pairs as a JSON object, e.g. {"team": "growth"}.'}
          </p>
        </div>
      </div>
    </section>
  );
}
