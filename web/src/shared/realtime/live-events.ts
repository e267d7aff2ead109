import type { LoggedUserEvent, UserEventName } from '@contracts/events';

type Listener = (payload: unknown) => void;

/**
 * The user's events once put in sequence order (EventSequencer): live and recovered ones reach the
 * app's handlers through here alike.
 */
export class LiveEvents {
  private readonly listeners = new Map<UserEventName, Set<Listener>>();

  /** Subscribes; answers the unsubscribe. */
  on(event: UserEventName, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return () => {
      set.delete(listener);
    };
  }

  emit(e: LoggedUserEvent): void {
    for (const listener of [...(this.listeners.get(e.event) ?? [])]) listener(e.payload);
  }
}
