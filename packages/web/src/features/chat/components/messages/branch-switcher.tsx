import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { BranchInfo } from '@ai-analyst/contract/chat-types';

/** '‹ 2/3 ›' between the versions of one turn; switching shows that version's branch. */
export function BranchSwitcher({
  branch,
  disabled,
  onSwitch,
}: {
  branch: BranchInfo;
  disabled?: boolean;
  onSwitch: (messageId: string) => void;
}) {
  if (branch.count < 2) return null;
  const previous = branch.sibling_ids[branch.index - 2];
  const next = branch.sibling_ids[branch.index];
  return (
    <div className="branch-switcher" role="group" aria-label="Versions">
      <button
        type="button"
        className="icon-button icon-button-sm"
        aria-label="Previous version"
        disabled={disabled || !previous}
        onClick={() => previous && onSwitch(previous)}
      >
        <ChevronLeft size={14} aria-hidden />
      </button>
      <span className="branch-position">
        {branch.index}/{branch.count}
      </span>
      <button
        type="button"
        className="icon-button icon-button-sm"
        aria-label="Next version"
        disabled={disabled || !next}
        onClick={() => next && onSwitch(next)}
      >
        <ChevronRight size={14} aria-hidden />
      </button>
    </div>
  );
}
