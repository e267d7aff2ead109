import type { ReviewKind } from './lib/item-kind';

/** The item view's react-query keys: all under ['backoffice'], which the back office refreshes on `backoffice:item-updated`. */
export const itemKeys = {
  item: (kind: ReviewKind, id: string) => ['backoffice', 'item', kind, id] as const,
  client: (userId: string) => ['backoffice', 'client', userId] as const,
  audit: (kind: ReviewKind, id: string) => ['backoffice', 'audit', kind, id] as const,
};
