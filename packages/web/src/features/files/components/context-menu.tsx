import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  Download,
  FolderOpen,
  FolderPlus,
  Pencil,
  RefreshCw,
  Trash2,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import type { MenuAction, MenuEntry } from '../utils/menu';

const ICONS: Record<MenuAction, LucideIcon> = {
  download: Download,
  rename: Pencil,
  delete: Trash2,
  'new-folder': FolderPlus,
  upload: Upload,
  refresh: RefreshCw,
  open: FolderOpen,
};

interface ContextMenuProps {
  /** Where it opens, in viewport coordinates; it is kept inside the viewport. */
  x: number;
  y: number;
  label: string;
  entries: MenuEntry[];
  onSelect: (action: MenuAction) => void;
  onClose: () => void;
}

/**
 * The right-click menu: focus on its first item, arrows/Home/End move, Enter or Space choose,
 * Escape, Tab, a click elsewhere, scrolling or resizing close it.
 */
export function ContextMenu({ x, y, label, entries, onSelect, onClose }: ContextMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ left: x, top: y });
  const restoreTo = useRef<HTMLElement | null>(
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useLayoutEffect(() => {
    const element = menu.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    setPosition({
      left: Math.max(8, Math.min(x, window.innerWidth - width - 8)),
      top: Math.max(8, Math.min(y, window.innerHeight - height - 8)),
    });
    element.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [x, y]);

  // Focus goes back where it was (the right-clicked item) when the menu closes.
  useEffect(() => {
    const previous = restoreTo.current;
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    const close = (event: Event) => {
      if (event.target instanceof Node && menu.current?.contains(event.target)) return;
      onClose();
    };
    const closeNow = () => onClose();
    document.addEventListener('mousedown', close, true);
    document.addEventListener('contextmenu', close, true);
    window.addEventListener('resize', closeNow);
    window.addEventListener('scroll', closeNow, true);
    return () => {
      document.removeEventListener('mousedown', close, true);
      document.removeEventListener('contextmenu', close, true);
      window.removeEventListener('resize', closeNow);
      window.removeEventListener('scroll', closeNow, true);
    };
  }, [onClose]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Escape':
      case 'Tab':
        onClose();
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div
      ref={menu}
      className="files-menu"
      role="menu"
      aria-label={label}
      style={{ left: position.left, top: position.top }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {entries.map(({ action, label: text }) => {
        const Icon = ICONS[action];
        return (
          <button
            key={action}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`files-menu-item${action === 'delete' ? ' is-danger' : ''}`}
            onClick={() => {
              onClose();
              onSelect(action);
            }}
          >
            <Icon size={15} aria-hidden />
            {text}
          </button>
        );
      })}
    </div>
  );
}
