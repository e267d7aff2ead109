import { Controller, Get, Header } from '@nestjs/common';
import { SettlementKey } from '../contracts/provable/statements';
import { SettlementSigner } from './settlement-signer';

/** The public keys that sign settlement, raw JSON (no envelope) at a well-known address, for any verifier. */
@Controller('.well-known')
export class SettlementKeysController {
  constructor(private readonly signer: SettlementSigner) {}

  @Get('settlement-keys')
  @Header('Cache-Control', 'public, max-age=60')
  async keys(): Promise<{ keys: SettlementKey[] }> {
    return { keys: await this.signer.publicKeys() };
  }
}
