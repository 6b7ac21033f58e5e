// Browser notifications for a finished investigation, and the texts when they are unavailable.
import { notificationBody } from './format';

export const NOTIFICATIONS_UNSUPPORTED = 'Notifications are not supported in this browser.';
export const NOTIFICATIONS_DENIED =
  'Notifications are blocked for this site. Please enable them in your browser settings to be told when the analysis completes.';

export type NotificationSupport = 'unsupported' | NotificationPermission;

export function notificationSupport(): NotificationSupport {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks for permission when needed; alerts when it is denied. Resolves true when granted. */
export async function ensureNotificationPermission(): Promise<boolean> {
  let permission = notificationSupport();
  if (permission === 'unsupported') return false;
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission === 'denied') window.alert(NOTIFICATIONS_DENIED);
  return permission === 'granted';
}

/** Shows "RCA Analysis Complete" with the problem, cut to 50 characters, as the body. */
export function notifyCompletion(problem: string): void {
  if (notificationSupport() !== 'granted') return;
  try {
    new Notification('RCA Analysis Complete', { body: notificationBody(problem), tag: 'rca-complete' });
  } catch {
    // Some browsers allow notifications only from a service worker; the chat summary still arrives.
  }
}
