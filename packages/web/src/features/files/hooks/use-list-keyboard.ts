/**
 * Keyboard use of the item list: Delete deletes the selection (after the
 * confirmation), F2 renames, Enter opens; arrows, Home and End move and select, Space and
 * ctrl/meta+arrows work like ctrl-click, ctrl/meta+A selects all, Escape clears the selection,
 * and Shift+F10 or the Menu key opens the context menu of the focused item.
 */
import type { KeyboardEvent } from 'react';
import type { FileListItem } from '@ai-analyst/contract/files-types';
import type { ClickModifiers } from '../utils/selection';

export interface ListKeyboardHandlers {
  items: FileListItem[];
  selected: FileListItem[];
  view: 'grid' | 'list';
  select: (item: FileListItem, modifiers?: ClickModifiers) => void;
  selectAll: () => void;
  clearSelection: () => void;
  open: (item: FileListItem) => void;
  rename: (item: FileListItem) => void;
  remove: (items: FileListItem[]) => void;
  openMenu: (item: FileListItem, x: number, y: number) => void;
}

/** How many cards share the first row of the grid. */
function columnsOf(list: HTMLElement): number {
  const options = Array.from(list.querySelectorAll<HTMLElement>('[role="option"]'));
  const top = options[0]?.offsetTop;
  const count = options.filter((option) => option.offsetTop === top).length;
  return Math.max(1, count);
}

export function handleListKey(event: KeyboardEvent<HTMLElement>, handlers: ListKeyboardHandlers): void {
  const { items } = handlers;
  const list = event.currentTarget;
  const option = (event.target as HTMLElement).closest<HTMLElement>('[role="option"]');
  const index = option ? Array.from(list.querySelectorAll('[role="option"]')).indexOf(option) : -1;
  const focused = index >= 0 ? items[index] : undefined;
  const modifier = event.ctrlKey || event.metaKey;

  const moveTo = (next: number) => {
    const target = items[Math.max(0, Math.min(items.length - 1, next))];
    if (!target) return;
    if (!modifier) handlers.select(target);
    list.querySelector<HTMLElement>(`[role="option"][data-path="${CSS.escape(target.path)}"]`)?.focus();
  };

  const step = handlers.view === 'grid' ? columnsOf(list) : 1;
  switch (event.key) {
    case 'ArrowDown':
      moveTo(index + step);
      break;
    case 'ArrowUp':
      moveTo(index < 0 ? 0 : index - step);
      break;
    case 'ArrowRight':
      if (handlers.view === 'list') return;
      moveTo(index + 1);
      break;
    case 'ArrowLeft':
      if (handlers.view === 'list') return;
      moveTo(index - 1);
      break;
    case 'Home':
      moveTo(0);
      break;
    case 'End':
      moveTo(items.length - 1);
      break;
    case ' ':
      if (!focused) return;
      handlers.select(focused, { ctrlKey: true });
      break;
    case 'Enter':
      if (focused) handlers.open(focused);
      else if (handlers.selected[0]) handlers.open(handlers.selected[0]);
      else return;
      break;
    case 'Delete':
    case 'Backspace': {
      if (event.key === 'Backspace' && !event.metaKey) return; // ⌘⌫ is the Mac's delete.
      const targets =
        handlers.selected.length > 0 ? handlers.selected : focused && !focused.is_parent ? [focused] : [];
      if (targets.length === 0) return;
      handlers.remove(targets);
      break;
    }
    case 'F2': {
      const target = handlers.selected.length === 1 ? handlers.selected[0] : focused;
      if (!target || target.is_parent) return;
      handlers.rename(target);
      break;
    }
    case 'Escape':
      if (handlers.selected.length === 0) return;
      handlers.clearSelection();
      break;
    case 'ContextMenu':
    case 'F10': {
      if (event.key === 'F10' && !event.shiftKey) return;
      if (!focused || !option) return;
      const box = option.getBoundingClientRect();
      handlers.openMenu(focused, box.left + 16, box.top + box.height / 2);
      break;
    }
    default:
      if ((event.key === 'a' || event.key === 'A') && modifier) {
        handlers.selectAll();
        break;
      }
      return;
  }
  event.preventDefault();
}
