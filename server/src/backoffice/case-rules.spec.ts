import { SLA_DEFAULT_MINUTES } from '../contracts/cases';
import { caseFlags, slaOf, slaWindow, timelineOf } from './case-rules';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const { amber, red } = SLA_DEFAULT_MINUTES.deposit;

describe('slaOf and slaWindow', () => {
  it('turns a waiting item amber at its queue’s amber age and red at its red age; a decided one stays ok', () => {
    const sla = (minutes: number, waiting = true) => slaOf('deposit', { createdAt: ago(minutes), waiting }, SLA_DEFAULT_MINUTES, NOW);
    expect([sla(0), sla(amber - 1), sla(amber), sla(red - 1), sla(red), sla(red * 10)]).toEqual(['ok', 'ok', 'amber', 'amber', 'red', 'red']);
    expect(sla(red * 10, false)).toBe('ok');
  });

  it('the filter’s windows hold exactly the items of their state, and together every item', () => {
    for (const minutes of [0, amber - 1, amber, amber + 1, red - 1, red, red + 1, red * 3]) {
      const createdAt = ago(minutes);
      const inWindow = (['ok', 'amber', 'red'] as const).filter((s) => {
        const { createdFrom, createdTo } = slaWindow('deposit', s, SLA_DEFAULT_MINUTES, NOW);
        return (!createdFrom || createdAt >= createdFrom) && (!createdTo || createdAt <= createdTo);
      });
      expect([minutes, inWindow]).toEqual([minutes, [slaOf('deposit', { createdAt, waiting: true }, SLA_DEFAULT_MINUTES, NOW)]]);
    }
  });
});

describe('caseFlags', () => {
  const base = { fourEyesLimitCents: 1_000_000, itemCreatedAt: NOW, clientCreatedAt: ago(60 * 24 * 30) };
  it('flags an amount at or over the four-eyes limit, and an account under a week old when the item was made', () => {
    expect(caseFlags({ ...base, amountCents: 999_999 })).toEqual([]);
    expect(caseFlags({ ...base, amountCents: 1_000_000 })).toEqual(['large_amount']);
    expect(caseFlags({ ...base, clientCreatedAt: ago(60 * 24 * 7 - 1) })).toEqual(['new_client']);
    expect(caseFlags({ ...base, clientCreatedAt: ago(60 * 24 * 7) })).toEqual([]);
    expect(caseFlags({ ...base, amountCents: undefined, clientCreatedAt: ago(1) })).toEqual(['new_client']);
  });
});

describe('timelineOf', () => {
  it('starts with the creation, then reads case actions as themselves and anything else as a decision', () => {
    const row = (action: string, reason: string | null, from: string | null, to: string | null) => ({
      actor_email: 'staff@example.com',
      action,
      reason,
      from_state: from,
      to_state: to,
      created_at: NOW,
    });
    const timeline = timelineOf(ago(5), [
      row('claim', null, null, 'staff@example.com'),
      row('note', 'Looks fine', null, null),
      row('reject', 'Blurry', 'Pending', 'Rejected'),
    ]);
    expect(timeline.map((t) => [t.event, t.text])).toEqual([
      ['created', null],
      ['claim', null],
      ['note', 'Looks fine'],
      ['decision', 'reject: Blurry'],
    ]);
    expect(timeline[0]).toMatchObject({ at: ago(5).toISOString(), actor_email: null });
    expect(timeline[3]).toMatchObject({ from_state: 'Pending', to_state: 'Rejected' });
  });
});
