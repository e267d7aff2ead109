import { Injectable } from '@nestjs/common';
import type { ItemKind } from '../contracts/account';
import { KycService } from '../kyc/kyc.service';
import { PlanReviewService } from '../plans/plan-review.service';
import { ItemApplier } from './decisions';
import { FundsAppliers } from './funds-appliers';

/** The registry of appliers by item kind: each kind of item the back office decides registers here. */
@Injectable()
export class DecisionAppliers {
  private readonly byKind = new Map<ItemKind, ItemApplier>();

  constructor(kyc: KycService, funds: FundsAppliers, plans: PlanReviewService) {
    for (const applier of [kyc.applier, funds.deposit, funds.withdrawal, plans.applier]) this.register(applier);
  }

  /** Adds (or replaces) the applier of one kind of item. */
  register(applier: ItemApplier): void {
    this.byKind.set(applier.kind, applier);
  }

  get(kind: ItemKind): ItemApplier {
    const applier = this.byKind.get(kind);
    if (!applier) throw new Error(`No applier for ${kind} decisions`);
    return applier;
  }
}
