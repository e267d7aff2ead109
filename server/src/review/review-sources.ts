import { Injectable } from '@nestjs/common';
import type { ItemKind } from '../contracts/account';
import { newestFirst, REQUIRED_CASE_KINDS, type ClientCasesReader, type OwnedCase } from './client-cases';
import type { ClientRecordReader, ClientRecords, KycQueue, PagedKind, PagedQueue } from './review-queues';

const PAGED_KINDS: readonly PagedKind[] = ['deposit', 'withdrawal', 'plan', 'adjustment'];
const RECORDS: readonly (keyof ClientRecords)[] = [
  'recent_deposits',
  'recent_withdrawals',
  'recent_trades',
  'protections',
  'documents',
  'statement',
  'sessions',
  'login_history',
];

/**
 * What staff read, registered by the features that own it (at module init): each kind's queue, and
 * each list of a client's records, each kind's items of a client as cases. The back office reads through
 * here and imports no feature.
 */
@Injectable()
export class ReviewSources {
  private kyc?: KycQueue;
  private readonly paged: { [K in PagedKind]?: PagedQueue<K> } = {};
  private readonly records: { [K in keyof ClientRecords]?: ClientRecordReader<K> } = {};
  private readonly cases = new Map<ItemKind, ClientCasesReader>();

  addKycQueue(queue: KycQueue): void {
    this.kyc = queue;
  }

  addQueue<K extends PagedKind>(kind: K, queue: PagedQueue<K>): void {
    (this.paged as Record<K, PagedQueue<K>>)[kind] = queue;
  }

  addClientRecords<K extends keyof ClientRecords>(field: K, read: ClientRecordReader<K>): void {
    (this.records as Record<K, ClientRecordReader<K>>)[field] = read;
  }

  addClientCases(kind: ItemKind, read: ClientCasesReader): void {
    this.cases.set(kind, read);
  }

  kycQueue(): KycQueue {
    if (!this.kyc) throw new Error('No review queue for kyc items');
    return this.kyc;
  }

  queue<K extends PagedKind>(kind: K): PagedQueue<K> {
    const queue = this.paged[kind];
    if (!queue) throw new Error(`No review queue for ${kind} items`);
    return queue;
  }

  /** Every list of the client's records, read one after the other (a request holds one connection at a time). */
  async clientRecords(userId: string): Promise<ClientRecords> {
    return {
      recent_deposits: await this.read('recent_deposits', userId),
      recent_withdrawals: await this.read('recent_withdrawals', userId),
      recent_trades: await this.read('recent_trades', userId),
      protections: await this.read('protections', userId),
      documents: await this.read('documents', userId),
      statement: await this.read('statement', userId),
      sessions: await this.read('sessions', userId),
      login_history: await this.read('login_history', userId),
    };
  }

  /** These clients' items of every kind as cases (all, or only those waiting for staff), newest first; one read per kind, one after another. */
  async clientCases(userIds: readonly string[], waitingOnly: boolean): Promise<OwnedCase[]> {
    if (!userIds.length) return [];
    const found: OwnedCase[] = [];
    for (const read of this.cases.values()) found.push(...(await read(userIds, waitingOnly)));
    return found.sort(newestFirst);
  }

  /** What no feature registered (a process that serves the back office must not start without it). */
  missing(): string[] {
    return [
      ...(this.kyc ? [] : ['the kyc queue']),
      ...PAGED_KINDS.filter((kind) => !this.paged[kind]).map((kind) => `the ${kind} queue`),
      ...RECORDS.filter((field) => !this.records[field]).map((field) => `the client's ${field}`),
      ...REQUIRED_CASE_KINDS.filter((kind) => !this.cases.has(kind)).map((kind) => `the client's ${kind} cases`),
    ];
  }

  private read<K extends keyof ClientRecords>(field: K, userId: string): Promise<ClientRecords[K]> {
    const read = this.records[field];
    if (!read) throw new Error(`No reader of a client's ${field}`);
    return read(userId);
  }
}
