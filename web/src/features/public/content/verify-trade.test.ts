import { describe, expect, it } from 'vitest';
import { VERIFIED_SUMMARY } from '@contracts/provable/verify-receipt';
import { PUBLIC_NAV, isGroup } from '../nav';
import type { ArticleBlock, ArticleSection } from './article';
import { VERIFY_RECEIPT_COMMAND, VERIFY_TRADE, VERIFY_TRADE_COMMAND } from './verify-trade';

const blocks = (sections: readonly ArticleSection[]): ArticleBlock[] => sections.flatMap((s) => [...(s.body ?? []), ...blocks(s.subsections ?? [])]);
const text = blocks(VERIFY_TRADE.sections)
  .flatMap((b) => (typeof b === 'string' ? [b] : 'code' in b ? [b.code] : b.items.map((i) => (typeof i === 'string' ? i : `${i.term} ${i.text}`))))
  .join('\n');
const codes = blocks(VERIFY_TRADE.sections).flatMap((b) => (typeof b === 'object' && 'code' in b ? [b.code] : []));

describe('the page on verifying a trade', () => {
  it('gives the exact commands, for a downloaded receipt and for a trade fetched with a token', () => {
    expect(VERIFY_RECEIPT_COMMAND).toBe('npm run verify-trade -- --receipt receipt-<id>.json');
    expect(VERIFY_TRADE_COMMAND).toBe('npm run verify-trade -- --target https://<host> --trade <id> --token <access token>');
    expect(codes).toEqual(expect.arrayContaining([VERIFY_RECEIPT_COMMAND, VERIFY_TRADE_COMMAND]));
    expect(text).toContain('--keys FILE');
  });

  it('says where the public keys and the commitments are', () => {
    expect(codes).toEqual(expect.arrayContaining(['GET /api/.well-known/settlement-keys', 'GET /api/market/commitments?from=&to=', 'market:commitment']));
    expect(text).toMatch(/epoch seconds/);
  });

  it('names the three exit codes', () => {
    const exits = blocks(VERIFY_TRADE.sections).flatMap((b) =>
      typeof b === 'object' && 'items' in b ? b.items.flatMap((i) => (typeof i === 'object' && /^\d$/.test(i.term) ? [i.term] : [])) : [],
    );
    expect(exits).toEqual(['0', '1', '2']);
  });

  it('quotes the summary the trade detail shows, word for word', () => {
    expect(text).toContain(VERIFIED_SUMMARY);
  });

  it('is linked from the public menu', () => {
    const links = PUBLIC_NAV.flatMap((e) => (isGroup(e) ? e.items : [e])).map((l) => l.to);
    expect(links).toContain('/verify');
  });
});
