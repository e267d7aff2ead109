import { Injectable } from '@nestjs/common';
import { CLIENT_SEARCH_LIMIT, type ClientCase, type ClientSearchResult } from '../contracts/backoffice-clients';
import { ReviewSources } from '../review/review-sources';
import { UsersService } from '../users/users.service';

/** One search by client across the queues: who matches (users), and what of theirs waits for staff (each feature's cases). */
@Injectable()
export class ClientSearchService {
  constructor(
    private readonly users: UsersService,
    private readonly sources: ReviewSources,
  ) {}

  /** `text` is trimmed and of an accepted length (the request class's). */
  async search(text: string): Promise<ClientSearchResult> {
    const found = await this.users.search(text, CLIENT_SEARCH_LIMIT);
    const open = new Map<string, ClientCase[]>(found.map((c) => [c.id, []]));
    for (const { user_id, ...item } of await this.sources.clientCases(
      found.map((c) => c.id),
      true,
    ))
      open.get(user_id)?.push(item);
    return { clients: found.map((c) => ({ ...c, open_items: open.get(c.id) ?? [] })) };
  }
}
