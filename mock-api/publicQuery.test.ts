import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeRegExp, itemRequest, listQuery, QUERY_LIMITS } from './publicQuery';

describe('the public query language', () => {
  it('turns any _like text into a literal, case-insensitive substring match', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), (needle, haystack) => {
        const literal = new RegExp(escapeRegExp(needle), 'i');
        expect(literal.test(haystack)).toBe(haystack.toLowerCase().includes(needle.toLowerCase()));
        expect(literal.test(`${haystack}${needle}`)).toBe(true);
      }),
      { seed: 19, numRuns: 500 },
    );
  });

  it('passes known filters, sorting and paging through, with _like escaped', () => {
    expect(listQuery('statements', { difficulty: ['1', '2'], text_like: 'a.b(', _sort: 'id,difficulty', _order: 'DESC,asc', _page: '2', _limit: '5', q: '' })).toEqual({
      difficulty: ['1', '2'],
      text_like: 'a\\.b\\(',
      _sort: 'id,difficulty',
      _order: 'DESC,asc',
      _page: '2',
      _limit: '5',
      q: '',
    });
  });

  it.each([
    [{ _embed: 'messages' }],
    [{ _expand: 'x' }],
    [{ _delay: '100' }],
    [{ callback: 'alert' }],
    [{ constructor: '1' }],
    [{ toString: '1' }],
    [{ _sort: { a: 'b' } }],
    [{ q: ['a', 'b'] }],
    [{ name: ['a', ['b']] }],
    [{ name_like: 'x'.repeat(QUERY_LIMITS.valueLength + 1) }],
    [{ _page: '0' }],
    [{ _limit: '1e3' }],
    [{ _start: '-1' }],
    [{ _sort: 'messages' }],
    [{ _order: 'sideways' }],
    [{ name: Array.from({ length: QUERY_LIMITS.parameters + 1 }, () => 'a') }],
  ])('refuses %j with 400', (query) => {
    expect(() => listQuery('fallacies', query)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('answers ids that cannot exist with 404, bad encoding and parameters on an item with 400', () => {
    expect(() => itemRequest('ad-hominem', {})).not.toThrow();
    expect(() => itemRequest('%3Cscript%3E', {})).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => itemRequest('%zz', {})).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => itemRequest('ad-hominem', { _expand: 'x' })).toThrow(expect.objectContaining({ status: 400 }));
  });
});
