import { describe, expect, it } from 'vitest';
import { must } from './must';

describe('must', () => {
  it('answers a value that is there, falsy ones included', () => {
    expect(must('a', 'a letter')).toBe('a');
    expect(must(0, 'a number')).toBe(0);
    expect(must('', 'a text')).toBe('');
  });

  it('throws, naming what was missing, for null and undefined', () => {
    expect(() => must(null, 'the #root element')).toThrow('Missing the #root element');
    expect(() => must(undefined, "the client's id")).toThrow("Missing the client's id");
  });
});
