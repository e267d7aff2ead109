import { describe, expect, it } from 'vitest';
import { allowNotifications, notificationAccess, notificationProblem } from './notification-permission';

describe('notification permission', () => {
  it("says why notifications cannot be on, in the client's words", () => {
    expect(notificationProblem('granted')).toBeNull();
    expect(notificationProblem('default')).toBeNull();
    expect(notificationProblem('denied')).toMatch(/blocked for this site/);
    expect(notificationProblem('unsupported')).toMatch(/cannot show notifications/);
  });

  it('where the API is missing, never asks and answers unsupported', async () => {
    expect(notificationAccess()).toBe('unsupported');
    expect(await allowNotifications()).toBe('unsupported');
  });
});
