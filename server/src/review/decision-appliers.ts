import { Injectable } from '@nestjs/common';
import { ITEM_KINDS, type ItemKind } from '../contracts/account';
import type { ItemApplier } from './item-applier';

/**
 * The appliers by item kind: each feature whose items staff decide registers its own here (at module
 * init); the back office's decisions look them up by the decision's kind.
 */
@Injectable()
export class DecisionAppliers {
  private readonly byKind = new Map<ItemKind, ItemApplier>();

  /** Adds (or replaces) the applier of one kind of item. */
  register(applier: ItemApplier): void {
    this.byKind.set(applier.kind, applier);
  }

  get(kind: ItemKind): ItemApplier {
    const applier = this.byKind.get(kind);
    if (!applier) throw new Error(`No applier for ${kind} decisions`);
    return applier;
  }

  /** The kinds no feature registered an applier for (a process that decides them must not start). */
  missing(): ItemKind[] {
    return ITEM_KINDS.filter((kind) => !this.byKind.has(kind));
  }
}
