import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSentences, parseText } from './logic';

/** Pieces that pasted text is made of: prose, Markdown, HTML, code, entities, odd whitespace. */
const fragment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('The', 'quick', 'brown', 'fox', 'Dr.', 'Smith', 'e.g.', '3.5', 'U.S.', 'a', 'I', 'ok', 'J.', 'Mr', 'no', 'café', 'naïve', 'Ωmega', '日本語', 'नमस्ते') },
  { weight: 4, arbitrary: fc.constantFrom(' ', ' ', '\n', '\n\n', '\t', '\r\n', '\u00a0', '\u2028') },
  { weight: 4, arbitrary: fc.constantFrom('.', ',', '!', '?', ';', ':', '...', '…', '"', "'", '(', ')', '-', '—', '&', '/', '@', '+', '%', '。') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '# ', '## ', '> ', '- ', '* ', '+ ', '1. ', '2) ', '[ ] ', '**', '__', '*', '_', '~~', '`', '```', '~~~', '---', '===', '| ', ' |',
      '[', ']', '(', ')', '{', '}', '<', '>', '\\', '^', '=', '#',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '<b>', '</b>', '<p>', '</p>', '<br/>', '<div class="x">', '<!-- note -->', '<!--', '-->', '<script>', '</script>', '<style>',
      '&amp;', '&lt;', '&gt;', '&nbsp;', '&#169;', '&#x41;', '&bogus;', '&amp;lt;', '&', ';', 'lt', '#x41',
      '[link](http://x.y/z)', '![img](a.png)', '`code()`', '`word`', 'https://example.com/a_b', 'www.example.org', '```js\nlet a = 1;\n```',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 6, unit: 'grapheme-ascii' }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 4, unit: 'binary' }) },
);
const messy = fc.array(fragment, { maxLength: 60 }).map((parts) => parts.join(''));
const anything = fc.oneof(messy, fc.string({ maxLength: 200, unit: 'binary' }), fc.string({ maxLength: 200, unit: 'grapheme' }));

const MARKUP = /[<>`*_#|[\]{}~\\^=]|&#?[A-Za-z0-9]+;/;
/** FC_RUNS=100000 for a longer hunt; the default keeps `npm test` quick. */
const runs = { numRuns: Number(process.env.FC_RUNS ?? 1500) };

describe('parseText properties (fast-check)', () => {
  it('never outputs an empty line, and every line ends with a period', () => {
    fc.assert(
      fc.property(anything, (input) => {
        for (const line of parseSentences(input)) {
          expect(line.trim()).not.toBe('');
          expect(line.endsWith('.')).toBe(true);
          expect(line).toBe(line.trim());
          expect(line).not.toMatch(/\n/);
        }
      }),
      runs,
    );
  }, 60_000);

  it('lets no markup survive: tags, entities, Markdown and code symbols', () => {
    fc.assert(
      fc.property(anything, (input) => {
        expect(parseText(input)).not.toMatch(MARKUP);
      }),
      runs,
    );
  }, 60_000);

  it('is idempotent: parsing its own output changes nothing', () => {
    fc.assert(
      fc.property(anything, (input) => {
        const once = parseText(input);
        expect(parseText(once)).toBe(once);
      }),
      runs,
    );
  }, 60_000);

  it('keeps every word of plain prose, in order', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), (words) => {
        const out = parseText(words.join(' '));
        expect(out.replace(/[.\n]/g, ' ').split(/\s+/).filter(Boolean)).toEqual(words);
      }),
      runs,
    );
  }, 60_000);
});
