import { describe, expect, it } from 'vitest';
import {
  type BackofficeItemDetail,
  type DepositForStaff,
  type PlanRequestForStaff,
  type WithdrawalForStaff,
  AWAITING_SECOND_APPROVAL,
} from '@contracts/backoffice';
import { adjustment, client, kycItem, noCase, planRequest } from '../../lib/staff-items.fixture';
import { composeKycReason, decisionSummary } from './decision-summary';
import { imageLayout, INITIAL_VIEW, keyAction, MAX_ZOOM, MIN_ZOOM, viewReducer, type ViewState } from './document-view';
import { EXPLORER_LINK_TEXT, formatWhen, itemFacts, NO_TXID, TXID_LABEL } from './item-facts';
import { documentOf, hasDocumentSection, isWaiting, kindOfPath, type StaffItem } from './item-kind';

const deposit = (over: Partial<BackofficeItemDetail<DepositForStaff>> = {}): StaffItem => ({
  kind: 'deposit',
  data: {
    deposit_id: 7,
    amount: 1234,
    coin_amount: 0.0123,
    currency: 'btc',
    method: 'btc',
    status: 'Pending',
    reason: null,
    createdAt: '2026-01-02T03:04:05Z',
    user_id: 'u1',
    client,
    rate: 100_325.5,
    address: 'bc1qexample',
    gateway_reference: null,
    txid: null,
    txid_url: null,
    has_receipt: true,
    receipt_url: '/api/deposit/7/receipt',
    reviewed_by: null,
    decided_at: null,
    review_state: 'Pending',
    first_approval_by: null,
    ...noCase(),
    ...over,
  },
});
const withdrawal = (over: Partial<BackofficeItemDetail<WithdrawalForStaff>> = {}): StaffItem => ({
  kind: 'withdrawal',
  data: {
    withdraw_id: 3,
    wallet: '****6789',
    method: 'bank',
    amount: 25_000,
    status: 'Pending',
    reason: null,
    createdAt: '2026-01-02T03:04:05Z',
    user_id: 'u1',
    client,
    bank_name: 'First Bank',
    account_number: '123456789',
    routing_number: '021000021',
    account_type: 'Checking',
    payout_reference: null,
    reviewed_by: null,
    decided_at: null,
    review_state: 'Pending',
    first_approval_by: null,
    ...noCase(),
    ...over,
  },
});
const plan = (over: Partial<BackofficeItemDetail<PlanRequestForStaff>> = {}): StaffItem => ({ kind: 'plan', data: planRequest(over) });
const kyc: StaffItem = { kind: 'kyc', data: kycItem() };

describe('the item', () => {
  it('takes its kind from the path', () => {
    expect(kindOfPath('/backoffice/deposits/12')).toBe('deposit');
    expect(kindOfPath('/backoffice/withdrawals/3')).toBe('withdrawal');
    expect(kindOfPath('/backoffice/kyc/5')).toBe('kyc');
    expect(kindOfPath('/backoffice/plans/4')).toBe('plan');
    expect(kindOfPath('/backoffice/audit/5')).toBeNull();
  });

  it('waits while Pending or awaiting a second approval', () => {
    expect(isWaiting('Pending')).toBe(true);
    expect(isWaiting(AWAITING_SECOND_APPROVAL)).toBe(true);
    expect(isWaiting('Approved')).toBe(false);
  });

  it('has a document for a crypto deposit and an identity document, none for a card deposit', () => {
    expect(documentOf(deposit())).toEqual({ url: '/api/deposit/7/receipt', label: 'Receipt' });
    expect(documentOf(deposit({ receipt_url: null, method: 'card' }))).toBeNull();
    expect(documentOf(kyc)?.url).toBe('/api/backoffice/kyc/9/file');
  });

  it('has no document section for a withdrawal or a plan upgrade', () => {
    expect(documentOf(plan())).toBeNull();
    expect(hasDocumentSection('plan')).toBe(false);
    expect(hasDocumentSection('withdrawal')).toBe(false);
    expect(hasDocumentSection('deposit')).toBe(true);
  });

  it('lists a deposit’s facts with grouped amounts, the coin amount and the rate', () => {
    const facts = Object.fromEntries(itemFacts(deposit()).map((f) => [f.label, f.value]));
    expect(facts.Amount).toBe('$1,234.00 USD');
    expect(facts['Coin amount']).toBe('0.01230000 BTC');
    expect(facts.Rate).toBe('$100,325.50 per BTC (Bitcoin)');
    expect(facts['Our address']).toBe('bc1qexample');
    expect(facts.Card).toBeUndefined();
    expect(facts.Decided).toBeUndefined();
  });

  it('shows a crypto deposit’s transaction id with its explorer link, or that none was given; a card has none', () => {
    const txid = `0x${'ab'.repeat(32)}`;
    const given = itemFacts(deposit({ method: 'eth', currency: 'eth', txid, txid_url: `https://etherscan.io/tx/${txid}` })).find((f) => f.label === TXID_LABEL);
    expect(given).toEqual({ label: TXID_LABEL, value: txid, mono: true, link: { href: `https://etherscan.io/tx/${txid}`, text: EXPLORER_LINK_TEXT } });
    expect(itemFacts(deposit()).find((f) => f.label === TXID_LABEL)).toEqual({ label: TXID_LABEL, value: NO_TXID });
    const card = deposit({ method: 'card', currency: 'usd', coin_amount: null, rate: null, address: null, card_brand: 'Visa', card_last4: '4242' });
    expect(itemFacts(card).map((f) => f.label)).not.toContain(TXID_LABEL);
  });

  it('lists a card deposit’s brand and last four, and a bank withdrawal’s details', () => {
    const card = Object.fromEntries(
      itemFacts(deposit({ method: 'card', currency: 'usd', coin_amount: null, rate: null, address: null, card_brand: 'Visa', card_last4: '4242' })).map((f) => [
        f.label,
        f.value,
      ]),
    );
    expect(card.Card).toBe('Visa •••• 4242');
    expect(card.Rate).toBeUndefined();
    const bank = Object.fromEntries(itemFacts(withdrawal({ payout_reference: 'TX-1', reason: null })).map((f) => [f.label, f.value]));
    expect(bank).toMatchObject({
      Amount: '$25,000.00 USD',
      Bank: 'First Bank',
      'Account number': '123456789',
      'Routing number': '021000021',
      'Payout reference': 'TX-1',
    });
    expect(bank.Wallet).toBeUndefined();
  });
});

describe('a plan upgrade', () => {
  it('lists the client, both plans by name, the price, the amount held and the dates', () => {
    expect(itemFacts(plan()).map((f) => [f.label, f.value])).toEqual([
      ['Client', 'Ann Lee'],
      ['Current plan', 'Beginner'],
      ['Requested plan', 'Gold'],
      ['Price of requested plan', '$7,600.00 USD'],
      ['Amount held', '$4,600.00 USD'],
      ['Status', 'Pending'],
      ['Requested', formatWhen('2026-01-02T03:04:05Z')],
    ]);
  });

  it('adds the decision and its reason once decided, and shows an id off the catalogue as it is', () => {
    const facts = Object.fromEntries(
      itemFacts(plan({ status: 'Rejected', reason: 'Account under review', decided_at: '2026-01-03T00:00:00Z', plan: 'Legacy-1' })).map((f) => [
        f.label,
        f.value,
      ]),
    );
    expect(facts).toMatchObject({
      'Requested plan': 'Legacy-1',
      Status: 'Rejected',
      Reason: 'Account under review',
      Decided: formatWhen('2026-01-03T00:00:00Z'),
    });
    expect(facts['Price of requested plan']).toBeUndefined();
  });

  it('says what approving and rejecting do', () => {
    expect(decisionSummary(plan(), 'approve')).toBe("$4,600.00 held will be charged and Ann Lee's plan becomes Gold.");
    expect(decisionSummary(plan(), 'approve', { reason: ' paid by wire ' })).toBe(
      "$4,600.00 held will be charged and Ann Lee's plan becomes Gold. Note: “paid by wire”.",
    );
    expect(decisionSummary(plan({ review_state: AWAITING_SECOND_APPROVAL }), 'approve')).toMatch(/^Second approval: \$4,600\.00 held will be charged/);
    expect(decisionSummary(plan(), 'reject', { reason: 'Payment source unclear' })).toBe(
      "Reject the upgrade to Gold: $4,600.00 will be refunded to Ann Lee's real balance and the plan stays Beginner. Reason given: “Payment source unclear”.",
    );
    expect(decisionSummary(plan(), 'reject')).not.toContain('Reason given');
  });
});

describe('an adjustment', () => {
  const item = (over: Parameters<typeof adjustment>[0] = {}): StaffItem => ({ kind: 'adjustment', data: adjustment(over) });

  it('lists the change in words, the amount, the reason and who asked for it; a reset has no amount', () => {
    expect(itemFacts(item()).map((f) => [f.label, f.value])).toEqual([
      ['Change', 'Credit'],
      ['Amount', '$250.00 USD'],
      ['Reason', 'Goodwill after an outage'],
      ['Requested by', 's1@example.com'],
      ['Requested', formatWhen('2026-01-02T03:04:05Z')],
    ]);
    const reset = Object.fromEntries(itemFacts(item({ change: 'reset_2fa', amount: null })).map((f) => [f.label, f.value]));
    expect(reset.Change).toBe('Second-factor reset');
    expect(reset.Amount).toBeUndefined();
    expect(itemFacts(item({ status: 'Rejected', decision_reason: 'No ticket' })).at(-1)).toMatchObject({ label: 'Rejection reason', value: 'No ticket' });
  });

  it('has no document, and says what approving and rejecting do', () => {
    expect(documentOf(item())).toBeNull();
    expect(hasDocumentSection('adjustment')).toBe(false);
    expect(decisionSummary(item(), 'approve')).toBe("First approval: credit $250.00 to Ann Lee's real balance once another staff member approves too.");
    expect(decisionSummary(item({ change: 'debit', review_state: AWAITING_SECOND_APPROVAL }), 'approve')).toBe(
      "Second approval: debit $250.00 from Ann Lee's real balance.",
    );
    expect(decisionSummary(item({ change: 'reset_2fa', amount: null }), 'reject', { reason: 'No ticket' })).toBe(
      "Reject the request to reset Ann Lee's second factor: nothing changes. Reason given: “No ticket”.",
    );
  });
});

describe('the decision’s confirm step', () => {
  it('says what each decision does', () => {
    expect(decisionSummary(deposit(), 'approve')).toBe("Credit $1,234.00 to Ann Lee's real balance.");
    expect(decisionSummary(deposit(), 'reject', { reason: ' Payment not received ' })).toBe(
      'Reject the deposit of $1,234.00: nothing is credited to Ann Lee. Reason given: “Payment not received”.',
    );
    expect(decisionSummary(withdrawal(), 'reject', { reason: 'Invalid destination' })).toContain("Refund $25,000.00 to Ann Lee's real balance");
    expect(decisionSummary(withdrawal(), 'approve', { payout_reference: 'TX-42' })).toBe('Mark $25,000.00 as paid with reference TX-42.');
    expect(decisionSummary(withdrawal({ review_state: AWAITING_SECOND_APPROVAL }), 'approve', { payout_reference: 'TX-42' })).toMatch(/^Second approval: mark/);
    expect(decisionSummary(kyc, 'approve')).toBe("Approve Ann Lee's identity document: their identity becomes verified.");
    expect(decisionSummary(kyc, 'reject', { reason: 'Expired', text: 'in 2020' })).toBe(
      "Reject Ann Lee's identity document. Reason given: “Expired: in 2020”.",
    );
  });

  it('composes an identity rejection’s reason as the API does', () => {
    expect(composeKycReason('Unreadable', '')).toBe('Unreadable');
    expect(composeKycReason('Unreadable', ' blurry ')).toBe('Unreadable: blurry');
    expect(composeKycReason('Other', 'Photo of a screen')).toBe('Photo of a screen');
    expect(composeKycReason('', 'x')).toBe('');
  });
});

describe('the document viewer', () => {
  const apply = (...actions: Parameters<typeof viewReducer>[1][]): ViewState => actions.reduce(viewReducer, INITIAL_VIEW);

  it('zooms by steps within its bounds, rotates by quarter turns and resets', () => {
    expect(apply('zoom-in').zoom).toBe(1.5);
    expect(apply('zoom-out').zoom).toBe(0.75);
    expect(apply(...Array<'zoom-in'>(20).fill('zoom-in')).zoom).toBe(MAX_ZOOM);
    expect(apply(...Array<'zoom-out'>(20).fill('zoom-out')).zoom).toBe(MIN_ZOOM);
    expect(apply('rotate', 'rotate', 'rotate').rotation).toBe(270);
    expect(apply('rotate', 'rotate', 'rotate', 'rotate').rotation).toBe(0);
    expect(apply('zoom-in', 'rotate', 'reset')).toEqual(INITIAL_VIEW);
  });

  it('maps its keys', () => {
    expect(['+', '=', '-', '0', 'r', 'R', 'x'].map(keyAction)).toEqual(['zoom-in', 'zoom-in', 'zoom-out', 'reset', 'rotate', 'rotate', null]);
  });

  it('fits the rotated image to the frame, then scales it', () => {
    const natural = { width: 800, height: 400 };
    const frame = { width: 400, maxHeight: 500 };
    expect(imageLayout(natural, frame, INITIAL_VIEW)).toEqual({ boxWidth: 400, boxHeight: 200, width: 400, height: 200, left: 0, top: 0 });
    const turned = imageLayout(natural, frame, { zoom: 1, rotation: 90 });
    // Sideways the image is 400 wide by 800 tall: the height limit (500) sets the scale.
    expect(turned).toEqual({ boxWidth: 250, boxHeight: 500, width: 500, height: 250, left: -125, top: 125 });
    expect(imageLayout(natural, frame, { zoom: 2, rotation: 0 }).boxWidth).toBe(800);
  });
});
