import type { TradeDto } from '@contracts/trading';
import { playResultTone, type ResultTone } from '../../../shared/audio/result-tone';
import { alertSettings, type AlertSettings } from '../../../shared/store/alert-settings';
import { settlementMessage } from './settlement-message';

/** A result's notification: its title, the toast's words, and a tag per trade (one notification a trade). */
export interface SettlementNotification {
  title: string;
  body: string;
  tag: string;
}

/** A burst of results (events recovered after a reconnect) plays one sound, not a chord. */
const MIN_TONE_GAP_MS = 600;
let lastToneAt = -Infinity;

/** The tone of a result: a win or a close above the stake rises, a loss or a close below falls, a stake returned is neutral. */
export function resultTone(trade: Pick<TradeDto, 'status' | 'amount' | 'payout'>): ResultTone {
  if (trade.status === 'Won') return 'win';
  if (trade.status === 'Lost') return 'loss';
  if (trade.status === 'Closed' && trade.payout !== null && trade.payout !== trade.amount) return trade.payout > trade.amount ? 'win' : 'loss';
  return 'neutral';
}

const TITLES: Partial<Record<TradeDto['status'], string>> = {
  Won: 'Trade won',
  Lost: 'Trade lost',
  Draw: 'Trade ended in a draw',
  Void: 'Trade void',
  Closed: 'Trade closed',
};

/** What a settled trade does under these settings: which tone, which notification (only once the browser allowed them). */
export function settlementAlert(
  trade: TradeDto,
  settings: AlertSettings,
  permission: NotificationPermission | 'unsupported',
): { tone: ResultTone | null; notification: SettlementNotification | null } {
  return {
    tone: settings.sound ? resultTone(trade) : null,
    notification:
      settings.notifications && permission === 'granted'
        ? { title: TITLES[trade.status] ?? 'Trade settled', body: settlementMessage(trade).text, tag: `trade-${trade.trade_id}` }
        : null,
  };
}

const notificationPermission = (): NotificationPermission | 'unsupported' => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/** Called for every `trade:settled`: the sound and the notification the client turned on (Profile, Trade alerts). */
export function alertSettlement(trade: TradeDto): void {
  const { tone, notification } = settlementAlert(trade, alertSettings.get(), notificationPermission());
  const now = Date.now();
  if (tone && now - lastToneAt >= MIN_TONE_GAP_MS) {
    lastToneAt = now;
    playResultTone(tone);
  }
  if (notification) {
    try {
      new Notification(notification.title, { body: notification.body, tag: notification.tag });
    } catch {
      // some browsers allow notifications from a service worker only: the toast still tells the result
    }
  }
}
