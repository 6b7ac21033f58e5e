// Browser notifications for finished RCA runs: permission, the banner's dismissal, a test.
import { useCallback, useState } from 'react';

const DISMISSED_KEY = 'notification_banner_dismissed';

export type NotificationState = 'unsupported' | NotificationPermission;

function currentState(): NotificationState {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export const DENIED_ALERT =
  'Notifications are blocked for this site. Please enable them in your browser settings to get updates.';
export const UNSUPPORTED_TEXT = 'Notifications are not supported in this browser.';

export function useNotifications() {
  const [state, setState] = useState<NotificationState>(currentState);
  const [dismissed, setDismissed] = useState(readDismissed);

  const enable = useCallback(async () => {
    if (currentState() === 'unsupported') return;
    const result = await Notification.requestPermission();
    setState(result);
    if (result === 'denied') window.alert(DENIED_ALERT);
  }, []);

  const test = useCallback(async () => {
    let permission = currentState();
    if (permission === 'unsupported') return;
    if (permission === 'default') permission = await Notification.requestPermission();
    setState(permission);
    if (permission === 'denied') {
      window.alert(DENIED_ALERT);
      return;
    }
    if (permission === 'granted')
      new Notification('AI Analyst', {
        body: 'Notifications work. You will hear from us when an RCA completes.',
      });
  }, []);

  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Only for this page then.
    }
  }, []);

  return { state, dismissed, enable, test, dismiss };
}
