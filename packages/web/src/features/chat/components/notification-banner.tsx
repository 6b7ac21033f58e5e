import { Bell, BellOff, X } from 'lucide-react';
import { UNSUPPORTED_TEXT, useNotifications } from '../hooks/use-notifications';

/** Offers browser notifications for finished RCA runs until dismissed or granted. */
export function NotificationBanner() {
  const { state, dismissed, enable, test, dismiss } = useNotifications();
  if (dismissed || state === 'granted') return null;
  if (state === 'unsupported') {
    return (
      <div className="notification-banner" role="status">
        <BellOff size={16} aria-hidden />
        <p>{UNSUPPORTED_TEXT}</p>
        <button type="button" className="icon-button icon-button-sm" aria-label="Dismiss" onClick={dismiss}>
          <X size={14} aria-hidden />
        </button>
      </div>
    );
  }
  return (
    <div className="notification-banner" role="region" aria-label="Notifications">
      <Bell size={16} aria-hidden />
      <p>Enable notifications to get updates when your RCA analysis is complete</p>
      <div className="notification-actions">
        <button type="button" className="button button-primary button-sm" onClick={() => void enable()}>
          Enable
        </button>
        <button type="button" className="button button-ghost button-sm" onClick={() => void test()}>
          Test
        </button>
        <button type="button" className="button button-ghost button-sm" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
