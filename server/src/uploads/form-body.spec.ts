import { appendField, closeArrayGaps, decodeFormName, newFormBody } from './form-body';

/** The body multer (append-field, then Nest's closeArrayGaps) made of these fields, in order. */
function bodyOf(fields: [string, string][]): unknown {
  const body = newFormBody();
  for (const [name, value] of fields) appendField(body, name, value);
  closeArrayGaps(body);
  return JSON.parse(JSON.stringify(body));
}

describe('form body', () => {
  it('keeps plain names flat, and a repeated name as an array of its values', () => {
    expect(bodyOf([['city', 'Oslo'], ['tag', 'a'], ['tag', 'b'], ['tag', 'c']])).toEqual({ city: 'Oslo', tag: ['a', 'b', 'c'] });
  });

  it('nests bracketed names, closing the gaps of arrays', () => {
    expect(bodyOf([['a[b]', '1'], ['a[c][]', '2'], ['x[3]', 'y'], ['x[1]', 'z']])).toEqual({ a: { b: '1', c: ['2'] }, x: ['z', 'y'] });
    // A plain value met by a nested one is kept under '' (and the other way round).
    expect(bodyOf([['a', '1'], ['a[b]', '2'], ['c[d]', '3'], ['c', '4']])).toEqual({ a: { '': '1', b: '2' }, c: { d: '3', '': '4' } });
    // An array met by an object key becomes an object of its indexes.
    expect(bodyOf([['a[0]', '1'], ['a[k]', '2']])).toEqual({ a: { 0: '1', k: '2' } });
  });

  it('takes a name that does not parse as a key of its own', () => {
    expect(bodyOf([['[a]', '1'], ['a[b', '2'], ['a[][b]', '3'], ['', '4']])).toEqual({ '[a]': '1', 'a[b': '2', 'a[][b]': '3', '': '4' });
  });

  it('makes objects without prototype, whatever the names', () => {
    const body = newFormBody();
    appendField(body, '__proto__[polluted]', 'yes');
    appendField(body, 'constructor[prototype][polluted]', 'yes');
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads the escapes browsers use in names', () => {
    expect(decodeFormName('a%22b%0D%0Ac%0a%25')).toBe('a"b\r\nc\n%25');
  });
});
