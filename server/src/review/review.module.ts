import { Module } from '@nestjs/common';
import { DecisionAppliers } from './decision-appliers';
import { ReviewSources } from './review-sources';

/**
 * Where features and the back office meet (DESIGN "Where rules live"): funds, KYC, plans (and trading's
 * client records) register what staff read and how their items are decided; the back office reads and
 * decides through these registries. It imports neither side.
 */
@Module({ providers: [DecisionAppliers, ReviewSources], exports: [DecisionAppliers, ReviewSources] })
export class ReviewModule {}
