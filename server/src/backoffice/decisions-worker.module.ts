import { Module } from '@nestjs/common';
import { DecisionsModule } from './decisions.module';
import { DecisionsProcessor } from './decisions.processor';

/** The worker's side of staff decisions: the back-office queue's processor. */
@Module({ imports: [DecisionsModule], providers: [DecisionsProcessor] })
export class DecisionsWorkerModule {}
