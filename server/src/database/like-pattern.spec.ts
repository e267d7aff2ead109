import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it.each([
    ['ann', '%ann%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
    ['', '%%'],
  ])('%p -> %p', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});
