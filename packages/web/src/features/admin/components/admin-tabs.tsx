import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface AdminTab<TId extends string> {
  id: TId;
  label: string;
  icon: LucideIcon;
}

interface AdminTabsProps<TId extends string> {
  tabs: readonly AdminTab<TId>[];
  active: TId;
  onSelect: (id: TId) => void;
  label: string;
}

export const tabId = (id: string) => `admin-tab-${id}`;
export const panelId = (id: string) => `admin-panel-${id}`;

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrows move and select (automatic activation),
 * Home and End jump to the ends.
 */
export function AdminTabs<TId extends string>({ tabs, active, onSelect, label }: AdminTabsProps<TId>) {
  const list = useRef<HTMLDivElement>(null);

  // On a phone the row of tabs scrolls; keep the open tab in view (after a reload, too).
  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>(`#${tabId(active)}`);
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    list.current?.querySelector<HTMLElement>(`#${tabId(target.id)}`)?.focus();
  };

  return (
    <div ref={list} className="admin-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map(({ id, label: tabLabel, icon: Icon }) => {
        const selected = id === active;
        return (
          <button
            key={id}
            id={tabId(id)}
            type="button"
            role="tab"
            className="admin-tab"
            aria-selected={selected}
            aria-controls={selected ? panelId(id) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(id)}
          >
            <Icon size={16} aria-hidden />
            {tabLabel}
          </button>
        );
      })}
    </div>
  );
}
