import { COIN_DECIMALS, COIN_NAMES, DEPOSIT_CURRENCIES, type CryptoCurrency } from '@contracts/funds';
import { planById } from '@contracts/plans';
import { isIdMethod, ID_METHOD_LABELS } from '../../../account/lib/id-methods';
import { dateTimeParts } from '../../../../shared/format/date-time';
import { formatUsd } from '../../../../shared/format/money';
import { CHANGE_LABELS } from '../../lib/adjustments';
import { planName } from '../../lib/plans';
import type { StaffItem } from './item-kind';

/** One line of the item's facts; `mono` for addresses, numbers and references a reviewer compares by eye; `link` opens elsewhere. */
export interface Fact {
  label: string;
  value: string;
  mono?: boolean;
  link?: { href: string; text: string };
}

export const TXID_LABEL = 'Transaction ID';
export const NO_TXID = 'None given';
export const EXPLORER_LINK_TEXT = 'Open in explorer';

/** A crypto deposit's transaction id, with its explorer link, or that the client gave none. */
function txidFact(txid: string | null, url: string | null): Fact {
  if (txid === null) return { label: TXID_LABEL, value: NO_TXID };
  return { label: TXID_LABEL, value: txid, mono: true, link: url === null ? undefined : { href: url, text: EXPLORER_LINK_TEXT } };
}

const isCoin = (currency: string): currency is CryptoCurrency => (DEPOSIT_CURRENCIES as readonly string[]).includes(currency);

/** 0.0123 → "0.01230000 BTC" (the coin's 8 decimals, grouped like money). */
export function formatCoin(amount: number, currency: string): string {
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: COIN_DECIMALS, maximumFractionDigits: COIN_DECIMALS }).format(amount);
  return `${text} ${currency.toUpperCase()}`;
}

/** "22 Nov 2025, 14:03:12" (local time), or null. */
export const formatWhen = (value: string | null | undefined): string | null => dateTimeParts(value)?.join(', ') ?? null;

const METHOD_LABELS: Record<string, string> = { btc: 'Bitcoin', eth: 'Ethereum', card: 'Card', bank: 'Bank transfer' };

/** What a reviewer reads about the item, in order; a fact the item does not have is left out. */
export function itemFacts(item: StaffItem): Fact[] {
  const facts: (Fact | null)[] = [];
  const add = (label: string, value: string | number | null | undefined, mono = false) =>
    facts.push(value === null || value === undefined || value === '' ? null : { label, value: String(value), mono });
  switch (item.kind) {
    case 'deposit': {
      const d = item.data;
      add('Amount', `${formatUsd(d.amount)} USD`);
      add('Method', METHOD_LABELS[d.method] ?? d.method);
      if (d.coin_amount !== null) add('Coin amount', formatCoin(d.coin_amount, d.currency), true);
      if (d.rate !== null && isCoin(d.currency)) add('Rate', `${formatUsd(d.rate)} per ${d.currency.toUpperCase()} (${COIN_NAMES[d.currency]})`);
      add('Our address', d.address, true);
      if (d.method !== 'card') facts.push(txidFact(d.txid, d.txid_url));
      if (d.card_last4) add('Card', `${d.card_brand ?? 'Card'} •••• ${d.card_last4}`);
      add('Gateway reference', d.gateway_reference, true);
      add('Created', formatWhen(d.createdAt));
      add('Decided', formatWhen(d.decided_at));
      add('Reason', d.reason);
      break;
    }
    case 'withdrawal': {
      const w = item.data;
      add('Amount', `${formatUsd(w.amount)} USD`);
      add('Method', METHOD_LABELS[w.method] ?? w.method);
      if (w.method === 'bank') {
        add('Bank', w.bank_name);
        add('Account number', w.account_number, true);
        add('Routing number', w.routing_number, true);
        add('Account type', w.account_type);
      } else {
        add('Wallet', w.wallet, true);
      }
      add('Payout reference', w.payout_reference, true);
      add('Created', formatWhen(w.createdAt));
      add('Decided', formatWhen(w.decided_at));
      add('Reason', w.reason);
      break;
    }
    case 'kyc': {
      const k = item.data;
      add('Document type', isIdMethod(k.method) ? ID_METHOD_LABELS[k.method] : k.method);
      add('Submitted', formatWhen(k.created_at));
      add('Decided', formatWhen(k.reviewed_at));
      add('Reason', k.reason);
      break;
    }
    case 'plan': {
      const p = item.data;
      const requested = planById(p.plan);
      add('Client', p.client.name || p.client.email);
      add('Current plan', planName(p.from_plan));
      add('Requested plan', planName(p.plan));
      if (requested) add('Price of requested plan', `${formatUsd(requested.price)} USD`);
      add('Amount held', `${formatUsd(p.amount)} USD`);
      add('Status', p.status);
      add('Requested', formatWhen(p.created_at));
      add('Decided', formatWhen(p.decided_at));
      add('Reason', p.reason);
      break;
    }
    case 'adjustment': {
      const a = item.data;
      add('Change', CHANGE_LABELS[a.change]);
      if (a.amount !== null) add('Amount', `${formatUsd(a.amount)} USD`);
      add('Reason', a.reason);
      add('Requested by', a.requested_by_email);
      add('Requested', formatWhen(a.created_at));
      add('Decided', formatWhen(a.decided_at));
      add('Rejection reason', a.decision_reason);
      break;
    }
  }
  return facts.filter((f): f is Fact => f !== null);
}
