// The notifications block of the request form: 'Notify me when the analysis completes' through
// the browser Notification API; a note says when they are denied or unsupported.
import { useState } from 'react';
import { Bell } from 'lucide-react';
import {
  ensureNotificationPermission,
  notificationSupport,
  NOTIFICATIONS_DENIED,
  NOTIFICATIONS_UNSUPPORTED,
} from '../utils/browser-notifications';

export function NotifyField({ checked, onChange }: { checked: boolean; onChange(next: boolean): void }) {
  const [note, setNote] = useState<string | null>(null);

  const toggle = async (next: boolean) => {
    setNote(null);
    if (!next) {
      onChange(false);
      return;
    }
    if (notificationSupport() === 'unsupported') {
      setNote(NOTIFICATIONS_UNSUPPORTED);
      onChange(false);
      return;
    }
    const granted = await ensureNotificationPermission();
    if (!granted) setNote(NOTIFICATIONS_DENIED);
    onChange(granted);
  };

  return (
    <fieldset className="rca-section">
      <legend>Notifications</legend>
      <label className="rca-check">
        <input type="checkbox" checked={checked} onChange={(e) => void toggle(e.target.checked)} />
        <Bell size={16} aria-hidden />
        <span>Notify me when the analysis completes</span>
      </label>
      {note && (
        <p className="rca-note rca-note-warning" role="status">
          {note}
        </p>
      )}
    </fieldset>
  );
}
