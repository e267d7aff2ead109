import { mixesAlphabets, normalizeEmail } from './email-address';

describe('normalizeEmail', () => {
  it('folds fullwidth and compatibility forms and case onto the plain address', () => {
    expect(normalizeEmail('ａｌｉｃｅ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('alice@example.com');
    expect(normalizeEmail('ＡＬＩＣＥ@Example.COM')).toBe('alice@example.com');
    expect(normalizeEmail('ﬁona@example.com')).toBe('fiona@example.com'); // the "ﬁ" ligature
    expect(normalizeEmail('ℌelen@example.com')).toBe('helen@example.com'); // black-letter H is NFKC "H", then folded
    expect(normalizeEmail('  bob@example.com\u3000')).toBe('bob@example.com');
  });

  it('keeps letters of other alphabets: a Cyrillic look-alike is not folded onto Latin', () => {
    expect(normalizeEmail('аlice@example.com')).not.toBe('alice@example.com');
    expect(normalizeEmail('ИВАН@example.com')).toBe('иван@example.com');
  });

  it('is idempotent, so a stored address compares equal to itself normalised again', () => {
    for (const address of ['ａｌｉｃｅ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'Straße@Example.de', 'İlker@example.com', 'ΣΊΣΥΦΟΣ@example.gr', 'ℌelen@example.com']) {
      const once = normalizeEmail(address);
      expect(normalizeEmail(once)).toBe(once);
    }
  });
});

describe('mixesAlphabets', () => {
  it('refuses a local part or a domain mixing Latin with Cyrillic, Greek or Armenian letters', () => {
    expect(mixesAlphabets('аlice@example.com')).toBe(true); // Cyrillic а
    expect(mixesAlphabets('alice@exаmple.com')).toBe(true);
    expect(mixesAlphabets('bοb@example.com')).toBe(true); // Greek ο
    expect(mixesAlphabets('bօb@example.com')).toBe(true); // Armenian օ
    expect(mixesAlphabets('alice@example.соm')).toBe(true); // the domain is judged whole: a Cyrillic "com"
  });

  it('accepts a part written in one alphabet, whichever it is', () => {
    expect(mixesAlphabets('alice.smith+1@example.com')).toBe(false);
    expect(mixesAlphabets('иван@example.com')).toBe(false);
    expect(mixesAlphabets('иван@пример.рф')).toBe(false);
    expect(mixesAlphabets('σοφία@example.gr')).toBe(false);
    expect(mixesAlphabets('josé.müller@example.de')).toBe(false); // accents are Latin letters
  });

  it('leaves scripts without Latin look-alikes alone (digits, punctuation, Han, kana)', () => {
    expect(mixesAlphabets('2024_x-y@example.com')).toBe(false);
    expect(mixesAlphabets('taro山田@example.jp')).toBe(false);
    expect(mixesAlphabets('たなかtaro@example.jp')).toBe(false);
  });
});
