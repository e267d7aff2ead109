import type { AuditFilter } from '../api/backoffice-api';
import type { QueueName } from './queues';

/** The back office's react-query keys: all under ['backoffice'], refreshed together on `backoffice:item-updated`. */
export const backofficeKeys = {
  all: ['backoffice'] as const,
  summary: ['backoffice', 'summary'] as const,
  queue: (queue: QueueName, status: string) => ['backoffice', 'queue', queue, status] as const,
  audit: (filter: AuditFilter) => ['backoffice', 'audit-log', filter] as const,
};
