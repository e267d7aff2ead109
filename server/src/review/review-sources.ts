import { Injectable } from '@nestjs/common';
import type { ClientRecordReader, ClientRecords, KycQueue, PagedKind, PagedQueue } from './review-queues';

const PAGED_KINDS: readonly PagedKind[] = ['deposit', 'withdrawal', 'plan'];
const RECORDS: readonly (keyof ClientRecords)[] = ['recent_deposits', 'recent_withdrawals', 'recent_trades', 'protections'];

/**
 * What staff read, registered by the features that own it (at module init): each kind's queue, and
 * each list of a client's records. The back office reads through here and imports no feature.
 */
@Injectable()
export class ReviewSources {
  private kyc?: KycQueue;
  private readonly paged: { [K in PagedKind]?: PagedQueue<K> } = {};
  private readonly records: { [K in keyof ClientRecords]?: ClientRecordReader<K> } = {};

  addKycQueue(queue: KycQueue): void {
    this.kyc = queue;
  }

  addQueue<K extends PagedKind>(kind: K, queue: PagedQueue<K>): void {
    (this.paged as Record<K, PagedQueue<K>>)[kind] = queue;
  }

  addClientRecords<K extends keyof ClientRecords>(field: K, read: ClientRecordReader<K>): void {
    (this.records as Record<K, ClientRecordReader<K>>)[field] = read;
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
    };
  }

  /** What no feature registered (a process that serves the back office must not start without it). */
  missing(): string[] {
    return [
      ...(this.kyc ? [] : ['the kyc queue']),
      ...PAGED_KINDS.filter((kind) => !this.paged[kind]).map((kind) => `the ${kind} queue`),
      ...RECORDS.filter((field) => !this.records[field]).map((field) => `the client's ${field}`),
    ];
  }

  private read<K extends keyof ClientRecords>(field: K, userId: string): Promise<ClientRecords[K]> {
    const read = this.records[field];
    if (!read) throw new Error(`No reader of a client's ${field}`);
    return read(userId);
  }
}
