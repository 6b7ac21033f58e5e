// A titled section of the result view that opens and closes.
import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

interface CollapsibleProps {
  title: string;
  icon?: ReactNode;
  defaultOpen?: boolean;
  aside?: ReactNode;
  children: ReactNode;
}

export function Collapsible({ title, icon, defaultOpen = true, aside, children }: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  const headingId = useId();
  return (
    <section className="rca-collapsible rca-result-section">
      <h3 id={headingId} className="rca-collapsible-heading">
        <button
          type="button"
          className="rca-collapse-toggle"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((o) => !o)}
        >
          {icon}
          <span>{title}</span>
          {aside && <span className="rca-collapse-aside">{aside}</span>}
          <ChevronDown size={16} aria-hidden className="rca-chevron" />
        </button>
      </h3>
      <div
        id={regionId}
        role="region"
        aria-labelledby={headingId}
        hidden={!open}
        className="rca-collapse-body"
      >
        {children}
      </div>
    </section>
  );
}
