import { beforeAll, describe, expect, it } from 'vitest';

/** A local storage for node, where vitest runs these tests. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('trade alert settings', () => {
  let store: typeof import('./alert-settings');
  beforeAll(async () => {
    globalThis.localStorage = new MemoryStorage();
    store = await import('./alert-settings');
  });

  it('start off: a browser makes no sound and shows no notification until the client asks', () => {
    expect(store.alertSettings.get()).toEqual({ sound: false, notifications: false });
  });

  it('are kept per browser in local storage, under their own key', () => {
    store.useAlertSettings.getState().setSound(true);
    store.useAlertSettings.getState().setNotifications(true);
    expect(store.alertSettings.get()).toEqual({ sound: true, notifications: true });
    expect(JSON.parse(localStorage.getItem(store.ALERT_SETTINGS_KEY) ?? 'null')).toEqual({ state: { sound: true, notifications: true }, version: 1 });
    store.useAlertSettings.getState().setSound(false);
    expect(JSON.parse(localStorage.getItem(store.ALERT_SETTINGS_KEY) ?? 'null').state).toEqual({ sound: false, notifications: true });
  });
});
