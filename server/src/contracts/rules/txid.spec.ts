import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { TXID_MESSAGES } from '../funds';
import { CryptoDepositDto } from '../requests/deposit.request';
import { isTxid, normalTxid, txidUrl } from './txid';

const HEX64 = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('transaction ids', () => {
  it('takes 64 hex digits for BTC and 0x with 64 for ETH, each refusing the other coin’s form', () => {
    expect(isTxid('btc', HEX64)).toBe(true);
    expect(isTxid('eth', `0x${HEX64}`)).toBe(true);
    expect(isTxid('eth', HEX64)).toBe(false);
    expect(isTxid('btc', `0x${HEX64}`)).toBe(false);
  });

  it('refuses a wrong length, a non-hex digit, upper case (stored form is lower) and anything but text', () => {
    for (const bad of [HEX64.slice(1), `${HEX64}0`, `${HEX64.slice(1)}g`, HEX64.toUpperCase(), '', 42, null, [HEX64]]) {
      expect(isTxid('btc', bad)).toBe(false);
    }
    expect(isTxid('eth', `0X${HEX64}`)).toBe(false);
    expect(isTxid('eth', `0x${HEX64.slice(2)}`)).toBe(false);
  });

  it('is trimmed and lower-cased as sent, empty meaning none, and anything but text left for the rule', () => {
    expect(normalTxid(`  ${HEX64.toUpperCase()}\n`)).toBe(HEX64);
    expect(normalTxid(`0x${HEX64.toUpperCase()}`)).toBe(`0x${HEX64}`);
    expect(normalTxid(`0X${HEX64}`)).toBe(`0X${HEX64}`);
    expect(normalTxid('   ')).toBeUndefined();
    expect(normalTxid(7)).toBe(7);
  });

  it('links BTC to mempool.space and ETH to etherscan; a card, none or a malformed id get no link', () => {
    expect(txidUrl('btc', HEX64)).toBe(`https://mempool.space/tx/${HEX64}`);
    expect(txidUrl('eth', `0x${HEX64}`)).toBe(`https://etherscan.io/tx/0x${HEX64}`);
    expect(txidUrl('btc', null)).toBeNull();
    expect(txidUrl('card', HEX64)).toBeNull();
    expect(txidUrl('eth', HEX64)).toBeNull();
  });
});

describe('the crypto deposit request’s txid', () => {
  const problems = async (body: Record<string, unknown>) => {
    const dto = plainToInstance(CryptoDepositDto, { usd_amount: '100', ...body });
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
    return { dto, txid: errors.find((e) => e.property === 'txid')?.constraints };
  };

  it('is optional, and an empty one is none', async () => {
    expect((await problems({ currency: 'btc' })).txid).toBeUndefined();
    const empty = await problems({ currency: 'eth', txid: '  ' });
    expect(empty.txid).toBeUndefined();
    expect(empty.dto.txid).toBeUndefined();
  });

  it('is checked against the deposit’s coin with the coin’s message', async () => {
    const ok = await problems({ currency: 'BTC', txid: ` ${HEX64.toUpperCase()} ` });
    expect(ok.txid).toBeUndefined();
    expect(ok.dto.txid).toBe(HEX64);
    expect(Object.values((await problems({ currency: 'eth', txid: HEX64 })).txid ?? {})).toEqual([TXID_MESSAGES.eth]);
    expect(Object.values((await problems({ currency: 'btc', txid: 12 })).txid ?? {})).toEqual([TXID_MESSAGES.btc]);
  });

  it('leaves an unknown currency to its own field', async () => {
    expect((await problems({ currency: 'doge', txid: 'x' })).txid).toBeUndefined();
  });
});
