import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What a settled trade may do besides its toast: a short sound, a browser notification. Both off until chosen. */
export interface AlertSettings {
  sound: boolean;
  notifications: boolean;
}

interface AlertSettingsState extends AlertSettings {
  setSound: (on: boolean) => void;
  setNotifications: (on: boolean) => void;
}

/** Kept per browser (local storage), not per account: a sound suits one device and not another. */
export const ALERT_SETTINGS_KEY = 'alert-settings';

export const useAlertSettings = create<AlertSettingsState>()(
  persist(
    (set) => ({
      sound: false,
      notifications: false,
      setSound: (sound) => set({ sound }),
      setNotifications: (notifications) => set({ notifications }),
    }),
    {
      name: ALERT_SETTINGS_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ sound: s.sound, notifications: s.notifications }),
    },
  ),
);

/** Non-React access (the settlement handler). */
export const alertSettings = {
  get: (): AlertSettings => {
    const { sound, notifications } = useAlertSettings.getState();
    return { sound, notifications };
  },
};
