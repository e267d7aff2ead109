import { Module } from '@nestjs/common';
import { SettlementKeysController } from './settlement-keys.controller';
import { SettlementKeysRepository } from './settlement-keys.repository';
import { SettlementSigner } from './settlement-signer';

/** The platform's settlement keys: signing (API and worker) and their public half at /api/.well-known/settlement-keys. */
@Module({ controllers: [SettlementKeysController], providers: [SettlementSigner, SettlementKeysRepository], exports: [SettlementSigner] })
export class SigningModule {}
