import { useEffect, useRef, useState } from 'react';

/** Editing a user message: 3 rows; Enter saves, Shift+Enter breaks the line, Escape cancels. */
export function MessageEditBox({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (content: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  const blank = draft.trim() === '';
  const save = () => {
    if (!blank) onSave(draft.trim());
  };
  return (
    <div className="message-edit">
      <textarea
        ref={area}
        className="input"
        rows={3}
        aria-label="Edit message"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            save();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
      />
      <div className="message-edit-actions">
        <button type="button" className="button button-ghost button-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button-primary button-sm" onClick={save} disabled={blank}>
          Save
        </button>
      </div>
    </div>
  );
}
