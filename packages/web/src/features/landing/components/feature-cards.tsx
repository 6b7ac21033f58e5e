import type { LucideIcon } from 'lucide-react';

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of icon cards (title and one sentence each), in two or three columns. */
export function FeatureCards({
  items,
  columns = 3,
  compact = false,
}: {
  items: readonly FeatureItem[];
  columns?: 2 | 3;
  compact?: boolean;
}) {
  return (
    <div className={`card-grid card-grid-${columns}`}>
      {items.map(({ icon: Icon, title, text }) => (
        <article key={title} className={compact ? 'feature-card feature-card-compact' : 'feature-card'}>
          <span className="feature-icon" aria-hidden>
            <Icon size={compact ? 18 : 20} />
          </span>
          <h3>{title}</h3>
          <p>{text}</p>
        </article>
      ))}
    </div>
  );
}
