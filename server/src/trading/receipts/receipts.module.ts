import { Module } from '@nestjs/common';
import { MarketModule } from '../../market/market.module';
import { SigningModule } from '../../signing/signing.module';
import { ReceiptBatchesRepository } from './receipt-batches.repository';
import { ReceiptSealer } from './receipt-sealer';
import { TradeReceiptsService } from './trade-receipts.service';

/** Trade receipts (DESIGN "Provable settlement"): sealed in batches as trades end, answered with their proofs. */
@Module({
  imports: [SigningModule, MarketModule],
  providers: [ReceiptBatchesRepository, ReceiptSealer, TradeReceiptsService],
  exports: [ReceiptSealer, TradeReceiptsService],
})
export class ReceiptsModule {}
