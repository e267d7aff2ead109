import { useId, useState } from 'react';
import { playResultTone } from '../../../shared/audio/result-tone';
import { useAlertSettings } from '../../../shared/store/alert-settings';
import { allowNotifications, notificationAccess, notificationProblem } from '../lib/notification-permission';

/**
 * Trade alerts, kept in this browser: a short sound on a trade's result (a sample plays when it is
 * turned on) and a browser notification when a trade settles (permission is asked only then).
 */
export function AlertSettingsPanel() {
  const { sound, notifications, setSound, setNotifications } = useAlertSettings();
  const [problem, setProblem] = useState(() => (notifications ? notificationProblem(notificationAccess()) : null));
  const [asking, setAsking] = useState(false);

  const toggleSound = (on: boolean) => {
    setSound(on);
    if (on) playResultTone('win');
  };
  const toggleNotifications = async (on: boolean) => {
    setProblem(null);
    if (!on) return setNotifications(false);
    setAsking(true);
    const access = await allowNotifications();
    setAsking(false);
    const why = notificationProblem(access);
    if (access !== 'granted') setProblem(why ?? 'Notifications were not allowed: turn this on again to be asked once more.');
    setNotifications(access === 'granted');
  };

  return (
    <section className="card settings-panel" aria-labelledby="alert-settings-title" data-testid="alert-settings">
      <h2 id="alert-settings-title" className="settings-panel__title">
        Trade alerts
      </h2>
      <p className="muted settings-panel__text">A trade’s result, heard or seen besides the message on screen. Kept in this browser only.</p>
      <SettingSwitch
        label="Sound on a trade’s result"
        detail="A short rising tone for a win, a falling one for a loss."
        checked={sound}
        onChange={toggleSound}
        testId="alert-sound"
      />
      <SettingSwitch
        label="Browser notification when a trade settles"
        detail="Shows the result even while this tab is in the background. Your browser asks for permission first."
        checked={notifications}
        disabled={asking}
        onChange={(on) => void toggleNotifications(on)}
        testId="alert-notifications"
      />
      {problem && (
        <p className="settings-panel__problem" role="status" data-testid="alert-notifications-problem">
          {problem}
        </p>
      )}
    </section>
  );
}

interface SettingSwitchProps {
  label: string;
  detail: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}

/** A labelled on/off switch (a checkbox with the switch role) with a line that says what it does. */
function SettingSwitch({ label, detail, checked, disabled, onChange, testId }: SettingSwitchProps) {
  const id = useId();
  return (
    <div className="setting-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="setting-switch__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-detail`}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <label htmlFor={id} className="setting-switch__label">
        {label}
        <span id={`${id}-detail`} className="muted setting-switch__detail">
          {detail}
        </span>
      </label>
    </div>
  );
}
