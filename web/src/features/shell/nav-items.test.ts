import { describe, expect, it } from 'vitest';
import { BOTTOM_NAV_DEMO, BOTTOM_NAV_REAL, DEPOSIT_ROUTE, opensRealMode, pageTitle, SIDE_NAV, sideNavGroups } from './nav-items';

const links = (groups: ReturnType<typeof sideNavGroups>) => groups.flatMap((g) => g.items.map((i) => i.to));

describe('deposit one click away in every mode', () => {
  it('the side navigation keeps a Deposit entry in demo, and only it of the money screens', () => {
    const demo = sideNavGroups('demo');
    expect(demo.map((g) => g.label)).toEqual(['Trading', 'Deposit', 'Profile']);
    expect(demo.find((g) => g.label === 'Deposit')?.items).toEqual([{ label: 'Deposit', to: DEPOSIT_ROUTE, icon: 'deposit' }]);
    expect(links(demo)).not.toContain('/user/withdraw-fund');
    expect(links(demo)).not.toContain('/user/deposit-log');
  });

  it('real mode shows every group of the reference, the deposit group whole', () => {
    expect(sideNavGroups('real')).toBe(SIDE_NAV);
    expect(links(sideNavGroups('real'))).toEqual(
      expect.arrayContaining(['/user/deposit', '/user/deposit-log', '/user/withdraw-fund', '/user/earnings', '/user/plan']),
    );
  });

  it('the phone bar has Deposit in both modes', () => {
    expect(BOTTOM_NAV_DEMO.map((i) => i.label)).toEqual(['Quick Trading', 'Trade History', 'Deposit', 'Profile']);
    expect(BOTTOM_NAV_REAL.map((i) => i.to)).toContain(DEPOSIT_ROUTE);
  });

  it('only the deposit screen switches a demo client to real; the other money screens send them home', () => {
    expect(opensRealMode('/user/deposit')).toBe(true);
    expect(opensRealMode('/user/deposit/')).toBe(true);
    for (const path of ['/user/deposit-log', '/user/withdraw-fund', '/user/earnings', '/user/plan', '/user/home']) expect(opensRealMode(path)).toBe(false);
  });
});

describe('the Profile group', () => {
  it('offers Security right after Change Password, titled "Security"', () => {
    const profile = SIDE_NAV.find((g) => g.label === 'Profile');
    expect(profile?.items.map((i) => i.label)).toEqual(['Edit Profile', 'Change Password', 'Security', 'Limits', 'Statement', 'KYC Verification']);
    expect(pageTitle('/user/security')).toBe('Security');
    expect(links(sideNavGroups('demo'))).toContain('/user/security');
  });

  it('offers Limits right after Security, in both modes (a break or a lower limit is for demo clients too)', () => {
    expect(pageTitle('/user/limits')).toBe('Limits');
    expect(links(sideNavGroups('demo'))).toContain('/user/limits');
    expect(links(sideNavGroups('real'))).toContain('/user/limits');
  });

  it('offers Statement by Security and Limits, in both modes (a statement covers the real or the demo account)', () => {
    expect(pageTitle('/user/statement')).toBe('Statement');
    expect(links(sideNavGroups('demo'))).toContain('/user/statement');
    expect(links(sideNavGroups('real'))).toContain('/user/statement');
  });
});
