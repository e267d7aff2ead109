import { describe, expect, it } from 'vitest';
import type { Tokens, UserDto } from '@contracts/account';
import { appStore, startingMode, useAppStore } from './app-store';

const tokens: Tokens = { access: { token: 't', expires: new Date(Date.now() + 60_000).toISOString() } };
const client = (balance: number) => ({ id: 'u1', email: 'ann@example.com', roles: ['client'], balance, demo_balance: 10_000 }) as unknown as UserDto;

describe('mode on first sign-in', () => {
  it('starts a user with no real money and no choice in demo, others where the cached mode says', () => {
    expect(startingMode({ cachedMode: 'real', modeChosen: false }, { balance: 0 })).toBe('demo');
    expect(startingMode({ cachedMode: 'real', modeChosen: false }, { balance: 12.5 })).toBe('real');
    expect(startingMode({ cachedMode: 'demo', modeChosen: false }, { balance: 12.5 })).toBe('demo');
  });

  it('keeps a mode the user chose, whatever the balance', () => {
    expect(startingMode({ cachedMode: 'real', modeChosen: true }, { balance: 0 })).toBe('real');
    expect(startingMode({ cachedMode: 'demo', modeChosen: true }, { balance: 500 })).toBe('demo');
  });

  it('keeps the cached mode for a sign-in on the way to a page the user asked for', () => {
    expect(startingMode({ cachedMode: 'real', modeChosen: false, redirectRoute: '/user/plan' }, { balance: 0 })).toBe('real');
  });

  it('the store applies it at sign-in, and a toggle is a choice that later sign-ins keep', () => {
    useAppStore.setState({ cachedMode: 'real', modeChosen: false, redirectRoute: null });
    appStore.get().signIn(client(0), tokens);
    expect(appStore.get().cachedMode).toBe('demo');

    appStore.get().toggleMode();
    expect(appStore.get()).toMatchObject({ cachedMode: 'real', modeChosen: true });
    appStore.get().signOut();
    appStore.get().signIn(client(0), tokens);
    expect(appStore.get().cachedMode).toBe('real');

    appStore.get().setMode('demo');
    appStore.get().signIn(client(100), tokens);
    expect(appStore.get().cachedMode).toBe('demo');
    appStore.get().signOut();
  });
});
