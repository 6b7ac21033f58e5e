/**
 * Selection rules of the file manager: a click selects one item, a ctrl or meta click
 * adds or removes it, and the parent entry is never part of a selection (it can only be opened).
 */
import type { FileListItem } from '@ai-analyst/contract/files-types';

export interface ClickModifiers {
  ctrlKey?: boolean;
  metaKey?: boolean;
}

export function nextSelection(
  selected: ReadonlySet<string>,
  item: FileListItem,
  modifiers: ClickModifiers,
): Set<string> {
  if (item.is_parent) return modifiers.ctrlKey || modifiers.metaKey ? new Set(selected) : new Set();
  if (modifiers.ctrlKey || modifiers.metaKey) {
    const next = new Set(selected);
    if (next.has(item.path)) next.delete(item.path);
    else next.add(item.path);
    return next;
  }
  return new Set([item.path]);
}

/** The selected items in display order. */
export function selectedItems(items: readonly FileListItem[], selected: ReadonlySet<string>): FileListItem[] {
  return items.filter((item) => !item.is_parent && selected.has(item.path));
}
