/** The browser's answer about notifications for this site, or `unsupported` where the API is missing. */
export type NotificationAccess = NotificationPermission | 'unsupported';

export const notificationAccess = (): NotificationAccess => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/**
 * Asks for permission (only when the client turns notifications on) and answers whether they may show.
 * A browser that was told "Block" answers at once without asking again.
 */
export async function allowNotifications(): Promise<NotificationAccess> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** Why notifications cannot be on, in the client's words; null when they can. */
export function notificationProblem(access: NotificationAccess): string | null {
  if (access === 'unsupported') return 'This browser cannot show notifications.';
  if (access === 'denied') return 'Notifications are blocked for this site: allow them in your browser’s site settings, then turn this on again.';
  return null;
}
