import { hashKey, replaceEqualDeep, type QueryClient } from '@tanstack/react-query';
import type { UserDto } from '@contracts/account';
import type { VersionedBalances } from '@contracts/api';
import { queryKeys } from './query-keys';

/**
 * The signed-in user is kept in one place: react-query's `me` entry (read it with useCurrentUser).
 * Everything that changes it goes through here, and every balance that reaches it, whatever brought it
 * (a submit's answer, a trade or balance event, a plan request's answer, a refetch after a withdrawal,
 * a whole user answered by the API), passes one rule: a balance read at an older version than the
 * cached one never wins (VersionedBalances).
 */

/** A reading of the balances: each with the version it was read at, or none (an optimistic change of the submit). */
export type BalancePatch = Partial<VersionedBalances>;

/** The rule: the user with each balance of `next` that is not older than the one it has. */
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

/** A whole user read from the API (a fetch, an answer): its fields, but not a balance older than the cached one. */
export function keepNewerBalances(cached: unknown, fetched: unknown): unknown {
  if (!cached || !fetched) return fetched;
  const old = cached as UserDto;
  const user = fetched as UserDto;
  // Another user's reading (a new sign-in) replaces the cached one whole: their versions are not comparable.
  if (old.id !== user.id) return fetched;
  return newerBalances(
    { ...user, balance: old.balance, demo_balance: old.demo_balance, balance_version: old.balance_version, demo_balance_version: old.demo_balance_version },
    user,
  );
}

/**
 * The user entry's options: every write to it, a fetch's included, passes the rule; and it stays until
 * the session ends (the cache is cleared then), so that its snapshot (persistUser) is never dropped early.
 */
export function keepNewerUserBalances(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(queryKeys.me, {
    structuralSharing: (cached: unknown, fetched: unknown) => replaceEqualDeep(cached, keepNewerBalances(cached, fetched)),
    gcTime: Infinity,
  });
}

/** Applies a reading of the balances (an answer, an event) to the cached user; nothing before the user is loaded. */
export function patchBalances(queryClient: QueryClient, balances: BalancePatch): void {
  queryClient.setQueryData<UserDto>(queryKeys.me, (user) => (user ? newerBalances(user, balances) : user));
}

/** Takes a whole user the API answered (sign-in, profile, first plan). */
export function setUser(queryClient: QueryClient, user: UserDto): void {
  queryClient.setQueryData<UserDto>(queryKeys.me, (cached) => keepNewerBalances(cached, user) as UserDto);
}

/** Changes fields other than the balances (identity review, plan); nothing before the user is loaded. */
export function patchUser(queryClient: QueryClient, change: Partial<Omit<UserDto, keyof VersionedBalances>>): void {
  queryClient.setQueryData<UserDto>(queryKeys.me, (user) => user && { ...user, ...change });
}

/** Fetches the user again: an answer changed it without carrying it (a withdrawal's hold, a confirmed e-mail). */
export function refetchUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.me });
}

/** Drops the user and its snapshot: a stored session that could not be restored. */
export function forgetUser(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.me, exact: true });
}

/** The cached user, outside React (right after signing in). */
export function cachedUser(queryClient: QueryClient): UserDto | undefined {
  return queryClient.getQueryData<UserDto>(queryKeys.me);
}

/** Where the user's snapshot is kept between visits (local storage). */
export const USER_SNAPSHOT_KEY = 'user';

/**
 * Keeps a snapshot of the cached user in local storage while a session lasts, and seeds the cache with
 * it on load: a reload shows the user (marked stale, so it is fetched at once) and the guards know the
 * roles before /users/me answers. The snapshot goes with the entry when the session ends.
 */
export function persistUser(queryClient: QueryClient, hasSession: () => boolean, storage: Storage | undefined = globalThis.localStorage): void {
  const withStorage = (run: (s: Storage) => void) => {
    try {
      if (storage) run(storage);
    } catch {
      // storage blocked, full or holding something else: the user is fetched instead
    }
  };
  let snapshot: UserDto | undefined;
  withStorage((s) => {
    snapshot = (JSON.parse(s.getItem(USER_SNAPSHOT_KEY) ?? 'null') as UserDto | null) ?? undefined;
  });
  if (snapshot && hasSession()) queryClient.setQueryData(queryKeys.me, snapshot, { updatedAt: 0 });
  else withStorage((s) => s.removeItem(USER_SNAPSHOT_KEY));

  const meHash = hashKey(queryKeys.me);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== meHash) return;
    if (event.type === 'removed') withStorage((s) => s.removeItem(USER_SNAPSHOT_KEY));
    else if (event.type === 'updated' && event.action.type === 'success' && hasSession()) {
      withStorage((s) => s.setItem(USER_SNAPSHOT_KEY, JSON.stringify(event.query.state.data)));
    }
  });
}
