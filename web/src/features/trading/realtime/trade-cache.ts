import { replaceEqualDeep, type QueryClient } from '@tanstack/react-query';
import type { TradeDto } from '@contracts/trading';
import type { UserDto } from '@contracts/account';
import type { PriceTick } from '@contracts/events';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * Cache patches shared by the submit mutation and the socket events: the server's pushes are applied
 * to the cached lists and balances directly, so nothing is refetched.
 */

export type PriceMap = Record<string, PriceTick>;

/** Puts a trade at its place in its mode's list (newest first); a settled row is never turned back to Pending. */
export function upsertTrade(queryClient: QueryClient, trade: TradeDto): void {
  queryClient.setQueryData<TradeDto[]>(queryKeys.trades(trade.mode), (list) => {
    if (!list) return list; // not loaded yet: the first fetch will bring it
    const index = list.findIndex((t) => t.trade_id === trade.trade_id);
    if (index === -1) return [trade, ...list].sort(newestFirst);
    const current = list[index]!;
    if (current.status !== 'Pending' && trade.status === 'Pending') return list;
    const next = list.slice();
    next[index] = trade;
    return next;
  });
}

function newestFirst(a: TradeDto, b: TradeDto): number {
  return Date.parse(b.trade_time) - Date.parse(a.trade_time) || b.trade_id - a.trade_id;
}

/** Balances to patch: each with the version it was read at, or none (an optimistic change of the submit). */
export type BalancePatch = Partial<Pick<UserDto, 'balance' | 'demo_balance' | 'balance_version' | 'demo_balance_version'>>;

/** Patches the cached balances; a balance read at an older version than the cached one never wins. */
export function patchBalances(queryClient: QueryClient, balances: BalancePatch): void {
  queryClient.setQueryData<UserDto>(queryKeys.me, (user) => (user ? newerBalances(user, balances) : user));
}

/** The user with each balance of `next` that is not older than the one it has. */
export function newerBalances(user: UserDto, next: BalancePatch): UserDto {
  const out = { ...user };
  for (const [value, version] of [
    ['balance', 'balance_version'],
    ['demo_balance', 'demo_balance_version'],
  ] as const) {
    const incoming = next[value];
    if (incoming === undefined) continue;
    const seen = user[version];
    const given = next[version];
    if (given !== undefined && seen !== undefined && given < seen) continue;
    out[value] = incoming;
    if (given !== undefined) out[version] = given;
  }
  return out;
}

/** Makes every fetch of the user keep the cached balances an event made newer meanwhile. */
export function keepNewerUserBalances(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(queryKeys.me, {
    structuralSharing: (cached: unknown, fetched: unknown) => replaceEqualDeep(cached, keepNewerBalances(cached, fetched)),
  });
}

/** For the user's query: a refetched user keeps the cached balances an event made newer meanwhile. */
export function keepNewerBalances(cached: unknown, fetched: unknown): unknown {
  if (!cached || !fetched) return fetched;
  const old = cached as UserDto;
  const user = fetched as UserDto;
  return newerBalances(
    { ...user, balance: old.balance, demo_balance: old.demo_balance, balance_version: old.balance_version, demo_balance_version: old.demo_balance_version },
    user,
  );
}

/** Merges a batch of ticks into the latest-price map. */
export function applyTicks(queryClient: QueryClient, ticks: PriceTick[]): void {
  queryClient.setQueryData<PriceMap>(queryKeys.prices, (prices) => {
    const next: PriceMap = { ...prices };
    for (const tick of ticks) {
      const known = next[tick.symbol];
      if (!known || known.time <= tick.time) next[tick.symbol] = tick;
    }
    return next;
  });
}
