/**
 * The text parser: strips code-like syntax and markup, collapses whitespace
 * and splits the rest into sentences, one per line, each ending with a period.
 *
 * Rules, in order:
 * 1. Line breaks are normalised; control and invisible characters become spaces.
 * 2. Fenced code blocks (``` or ~~~) are removed with their contents; so are HTML comments,
 *    <script> and <style> elements. An unclosed fence, comment or element runs to the end.
 * 3. Markdown images and reference definitions are removed; links keep their text; bare URLs go.
 * 4. Inline code keeps its text when it is a single word (`map` → map), otherwise it goes.
 * 5. HTML tags are removed; entities are decoded (unknown ones removed).
 * 6. Line markers go: headings (#), quotes (>), list bullets and numbers, task boxes, table
 *    pipes, rules. Headings, list items, table rows and blank lines end a block; a line ending
 *    in . ! ? or … ends a block; other line breaks inside a paragraph are spaces (hard-wrapped
 *    text keeps its sentences whole).
 * 7. Only prose characters survive: letters, marks, digits, spaces and . , ; : ! ? ' " ‘ ’ “ ”
 *    ( ) - – — … % $ € £ ¥ & / @ + © ® ™ ° and the CJK and Devanagari full stops. Anything
 *    else (backticks, asterisks, underscores, brackets, braces, pipes, emoji…) becomes a space.
 *    Parentheses are prose, so an unmatched one from code ("foo(") is left alone.
 * 8. Whitespace collapses; stray punctuation-only tokens and empty brackets go.
 * 9. Each block is split into sentences with Intl.Segmenter; a sentence broken after a common
 *    abbreviation ("Dr.", "e.g.", "U.S.") or an initial ("J.") is joined back. Each sentence
 *    loses its trailing punctuation and ends with exactly one period.
 *
 * Every pattern here is linear: character classes that stop at their own delimiter, no nested
 * quantifiers, and hand-written scans for constructs with multi-character closers.
 */

/** Inputs at least this long are parsed in a Web Worker so the page never freezes. */
export const WORKER_THRESHOLD_CHARS = 50_000;

/** Intl.Segmenter is quadratic on very long strings in V8: sentences are found in windows this long. */
export const SEGMENT_WINDOW_CHARS = 2048;

/** The output box shows at most this much; Copy and Download take everything. */
export const OUTPUT_PREVIEW_CHARS = 100_000;

/** What the page says when a clipboard write worked (the failure is only logged). */
export const COPIED_MESSAGE = 'Copied to clipboard!';

/** How long the copy confirmation stays. */
export const COPY_CONFIRM_MS = 2000;

/** Abbreviations a sentence may end in without ending (lowercase, without their final period). */
export const ABBREVIATIONS: ReadonlySet<string> = new Set([
  'mr', 'mrs', 'ms', 'mx', 'dr', 'prof', 'sr', 'jr', 'st', 'mt', 'rev', 'gen', 'col', 'capt', 'lt', 'sgt', 'gov', 'sen', 'rep',
  'vs', 'e.g', 'i.e', 'cf', 'al', 'approx', 'fig', 'figs', 'no', 'nos', 'vol', 'pp', 'ch', 'sec', 'ed', 'eds',
  'inc', 'ltd', 'co', 'corp', 'dept', 'univ', 'u.s', 'u.k', 'u.n', 'e.u', 'a.m', 'p.m', 'ph.d', 'b.a', 'm.a',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ',
  ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', sbquo: '‚', bdquo: '„',
  laquo: '«', raquo: '»', copy: '©', reg: '®', trade: '™', euro: '€', pound: '£', yen: '¥', cent: '¢',
  deg: '°', times: '×', divide: '÷', middot: '·', bull: '•', shy: '', zwj: '', zwnj: '', minus: '−', para: '¶', sect: '§',
  ...latin1Letters(),
};

/** &eacute; and friends: the accented letters of Latin-1, named as HTML names them. */
function latin1Letters(): Record<string, string> {
  const names: Record<string, string> = { szlig: 'ß', yuml: 'ÿ', aelig: 'æ', AElig: 'Æ', oslash: 'ø', Oslash: 'Ø', eth: 'ð', ETH: 'Ð', thorn: 'þ', THORN: 'Þ', aring: 'å', Aring: 'Å' };
  const marks: Record<string, string> = { grave: '\u0300', acute: '\u0301', circ: '\u0302', tilde: '\u0303', uml: '\u0308', cedil: '\u0327' };
  for (const base of 'aeiouyncAEIOUYNC') {
    for (const [mark, combining] of Object.entries(marks)) {
      const letter = (base + combining).normalize('NFC');
      if (letter.length === 1) names[base + mark] = letter;
    }
  }
  return names;
}

// 1. Characters that are not text: C0/C1 controls (but tab and newline), zero-width and bidi marks.
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
const LINE_SEPARATORS = /\r\n?|[\u0085\u2028\u2029]/g;

// 3. Markdown and URLs. Every class stops at its own delimiter and at a line break.
const MD_IMAGE = /!\[[^[\]\n]*\]\([^()\n]*\)/g;
const MD_LINK = /\[([^[\]\n]*)\]\([^()\n]*\)/g;
const MD_REF_LINK = /\[([^[\]\n]*)\]\[[^[\]\n]*\]/g;
const MD_REF_DEFINITION = /^ {0,3}\[[^[\]\n]+\]:[^\n]*$/gm;
const URL = /(?<![A-Za-z0-9])(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"'`]*/gi;

// 4, 5. Inline code, tags, entities.
const INLINE_CODE = /`([^`\n]*)`/g;
const WORDLIKE = /^[\p{L}\p{N}'’-]+$/u;
const TAG = /<\/?([A-Za-z][A-Za-z0-9-]*)[^<>]*>/g;
/** Tags that end a block of text (a paragraph, a list item, a cell): they become a blank line. */
const BLOCK_TAGS = new Set(
  'address article aside blockquote br dd details div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(' '),
);
const DECLARATION = /<[!?][^<>]*>/g;
const ENTITY = /&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g;

// 6. Line markers.
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^#{1,6}(?=\s|$)/;
const LIST_OR_QUOTE = /^(?:(?:[>»]+|[-*+•▪◦‣]|\[[ xX]\])(?=\s|$)|\d{1,9}[.)](?=\s))/;
const RULE = /^(?:[-*_=~]\s*){3,}$/;
const TABLE_DIVIDER = /^\|?[\s:|]*-[\s:|-]*$/;
const ENDS_SENTENCE = /[.!?…。！？]["'’”)\]]*$/;

// 7, 8. Prose only, then tidy.
const NOT_PROSE = /[^\p{L}\p{M}\p{N} .,;:!?'"‘’“”()\-–—…%$€£¥&/@+©®™°。！？।]/gu;
const ENTITY_START = /(?<!&)&+(?=#?[A-Za-z0-9]+;)/g;
const EMPTY_BRACKETS = /\(\s*\)/g;
const SPACE_BEFORE_CLOSER = / +(?=[.,;:!?…)。！？।])/g;
const SPACE_AFTER_OPENER = /\( +/g;
const SPACES = / {2,}/g;
const PUNCTUATION_ONLY = /^[.,;:!?'"‘’“”()/@%$€£¥+…。！？।]+$/;

// 9. Sentence edges.
const LEADING_JUNK = /^(?:(?:[.,;:!?)…。！？।]+|[-*+•])(?:\s+|$)|\d{1,9}[.)]\s+)/;
/** Trimmed from the end of a sentence before its period (checked by hand: `[…]+$` backtracks). */
const TRAILING = new Set(' .,;:!?…-–—。！？।(“‘/@+'.split(''));
const HAS_WORD = /[\p{L}\p{N}]/u;
const INITIAL = /(?:^|\s)\p{Lu}\.$/u;

/** The rules above, applied: one sentence per line. */
export function parseText(input: string): string {
  return parseSentences(input).join('\n');
}

/** The rules above, applied: the sentences, each ending with a period. */
export function parseSentences(input: string): string[] {
  const blocks: string[] = [];
  for (const block of toBlocks(stripMarkup(normalise(input)))) {
    const text = tidy(block);
    if (HAS_WORD.test(text)) blocks.push(text);
  }
  // One pass over every block: a paragraph separator between blocks is a break the segmenter
  // never crosses, and batching saves its per-call cost on many short blocks.
  const sentences: string[] = [];
  for (const sentence of segmentSentences(blocks.join(PARAGRAPH))) {
    const clean = finishSentence(sentence);
    if (clean) sentences.push(clean);
  }
  return sentences;
}

/** U+2029: Unicode's paragraph separator, a sentence break by definition (UAX #29 SB4). */
const PARAGRAPH = '\u2029';

function normalise(input: string): string {
  return input.replace(LINE_SEPARATORS, '\n').replace(INVISIBLE, ' ').replace(/[\t\v\f\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g, ' ');
}

/** Rules 2–5: everything that spans lines or sits inside them, before lines are read. */
function stripMarkup(text: string): string {
  let out = removeFencedCode(text);
  out = removeBetween(out, '<!--', '-->');
  out = removeElements(out, 'script');
  out = removeElements(out, 'style');
  out = out
    .replace(MD_IMAGE, ' ')
    .replace(MD_LINK, '$1')
    .replace(MD_REF_LINK, '$1')
    .replace(MD_REF_DEFINITION, '')
    .replace(INLINE_CODE, (_m, code: string) => (WORDLIKE.test(code) ? code : ' '))
    .replace(TAG, replaceTag)
    .replace(DECLARATION, ' ')
    .replace(ENTITY, (_m, body: string) => decodeEntity(body))
    // Escaped markup (&lt;b&gt;) is still markup once decoded.
    .replace(TAG, replaceTag)
    .replace(URL, ' ');
  return out;
}

/** Block tags become a paragraph break; inline tags vanish (he<b>llo</b> reads "hello"). */
function replaceTag(_match: string, name: string): string {
  return BLOCK_TAGS.has(name.toLowerCase()) ? '\n\n' : '';
}

function removeFencedCode(text: string): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const open = FENCE.exec(line);
    if (fence === null) {
      if (open) {
        fence = open[1]!;
        kept.push('');
      } else kept.push(line);
    } else if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && line.trim() === open[1]) {
      fence = null;
    }
  }
  return kept.join('\n');
}

/** Removes every `open…close` span (to the end when unclosed) with indexOf: linear. */
function removeBetween(text: string, open: string, close: string): string {
  let start = text.indexOf(open);
  if (start < 0) return text;
  let out = '';
  let from = 0;
  while (start >= 0) {
    out += `${text.slice(from, start)} `;
    const end = text.indexOf(close, start + open.length);
    if (end < 0) return out;
    from = end + close.length;
    start = text.indexOf(open, from);
  }
  return out + text.slice(from);
}

/** Removes <name …>…</name> elements (to the end when unclosed), case-insensitively. */
function removeElements(text: string, name: string): string {
  const opener = new RegExp(`<${name}\\b[^<>]*>`, 'gi');
  const closer = new RegExp(`</${name}\\s*>`, 'gi');
  let out = '';
  let from = 0;
  for (;;) {
    opener.lastIndex = from;
    const open = opener.exec(text);
    if (!open) return out + text.slice(from);
    out += `${text.slice(from, open.index)} `;
    closer.lastIndex = open.index + open[0].length;
    const close = closer.exec(text);
    if (!close) return out;
    from = close.index + close[0].length;
  }
}

function decodeEntity(body: string): string {
  if (body[0] === '#') {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return ' ';
    return String.fromCodePoint(code);
  }
  if (Object.hasOwn(NAMED_ENTITIES, body)) return NAMED_ENTITIES[body]!;
  const lower = body.toLowerCase();
  return Object.hasOwn(NAMED_ENTITIES, lower) ? NAMED_ENTITIES[lower]! : ' ';
}

/** Rule 6: line markers go, and lines are grouped into blocks that sentences never cross. */
function toBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) blocks.push(current.join(' '));
    current = [];
  };
  let previousWasQuote = false;
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    if (!line || RULE.test(line) || TABLE_DIVIDER.test(line)) {
      flush();
      previousWasQuote = false;
      continue;
    }
    let ownBlock = false;
    let startsBlock = false;
    let quote = false;
    for (let guard = 0; guard < 16; guard++) {
      const heading = HEADING.exec(line);
      if (heading) {
        line = line.slice(heading[0].length).replace(/\s#+\s*$/, '').trim();
        ownBlock = true;
        continue;
      }
      const marker = LIST_OR_QUOTE.exec(line);
      if (marker) {
        line = line.slice(marker[0].length).trim();
        if (/^[>»]/.test(marker[0])) quote = true;
        else startsBlock = true;
        continue;
      }
      break;
    }
    if (line.startsWith('|')) {
      line = line.replace(/\|/g, ' ');
      ownBlock = true;
    }
    // A quote starts a block, and so does the first line after one; its own lines run on.
    if (ownBlock || startsBlock || quote !== previousWasQuote) flush();
    previousWasQuote = quote;
    if (line) current.push(line);
    if (ownBlock || ENDS_SENTENCE.test(line)) flush();
  }
  flush();
  return blocks;
}

/** Rules 7–8: prose characters only, whitespace collapsed, stray punctuation gone. */
export function tidy(text: string): string {
  let out = text.replace(NOT_PROSE, ' ').replace(EMPTY_BRACKETS, ' ');
  for (let pass = 0; pass < 4; pass++) {
    const before = out;
    out = out
      .replace(SPACES, ' ')
      .replace(SPACE_BEFORE_CLOSER, '')
      .replace(SPACE_AFTER_OPENER, '(')
      .replace(EMPTY_BRACKETS, ' ')
      .split(' ')
      .filter((token) => !PUNCTUATION_ONLY.test(token))
      .join(' ')
      .replace(ENTITY_START, '')
      .trim();
    if (out === before) break;
  }
  return out;
}

/** Rule 9: sentences of blocks joined by U+2029, found window by window, abbreviations joined back. */
let sharedSegmenter: Intl.Segmenter | null = null;

export function segmentSentences(text: string, windowChars = SEGMENT_WINDOW_CHARS): string[] {
  const segmenter = (sharedSegmenter ??= new Intl.Segmenter('en', { granularity: 'sentence' }));
  const raw: string[] = [];
  let pos = 0;
  let size = windowChars;
  while (pos < text.length) {
    const end = Math.min(text.length, pos + size);
    const parts = Array.from(segmenter.segment(text.slice(pos, end)), (s) => s.segment);
    if (end === text.length) {
      raw.push(...parts);
      break;
    }
    if (parts.length < 2) {
      size *= 2; // One sentence longer than the window: look further.
      continue;
    }
    // The last sentence of a window may be cut short: it starts the next window.
    const keep = parts.slice(0, -1);
    raw.push(...keep);
    pos += keep.reduce((n, s) => n + s.length, 0);
    size = windowChars;
  }
  const merged: string[] = [];
  let pending: string[] = [];
  for (const part of raw) {
    pending.push(part);
    // Only the newest part is looked at, so a run of initials stays linear.
    if (part.endsWith(PARAGRAPH) || !endsInAbbreviation(part)) {
      merged.push(pending.join(''));
      pending = [];
    }
  }
  if (pending.length) merged.push(pending.join(''));
  return merged;
}

function endsInAbbreviation(sentence: string): boolean {
  const tail = sentence.slice(-48).trimEnd();
  if (!tail.endsWith('.')) return false;
  if (INITIAL.test(tail)) return true;
  const word = tail.slice(tail.lastIndexOf(' ') + 1, -1).replace(/^[("'‘“]+/, '').toLowerCase();
  return ABBREVIATIONS.has(word);
}

/** A sentence's edges: no leading markers or stray punctuation, one period at the end. */
export function finishSentence(sentence: string): string | null {
  let s = sentence.trim();
  for (;;) {
    const lead = LEADING_JUNK.exec(s);
    if (lead) {
      s = s.slice(lead[0].length).trimStart();
      continue;
    }
    const space = s.indexOf(' ');
    if (space > 0 && PUNCTUATION_ONLY.test(s.slice(0, space))) {
      s = s.slice(space + 1);
      continue;
    }
    break;
  }
  for (;;) {
    let end = s.length;
    while (end > 0 && TRAILING.has(s[end - 1]!)) end--;
    s = s.slice(0, end);
    const space = s.lastIndexOf(' ');
    if (space >= 0 && PUNCTUATION_ONLY.test(s.slice(space + 1))) {
      s = s.slice(0, space);
      continue;
    }
    break;
  }
  if (!HAS_WORD.test(s) || PUNCTUATION_ONLY.test(s)) return null;
  return `${s}.`;
}

/** The start of a long output, cut at a line end, for display. */
export function previewOf(output: string, maxChars = OUTPUT_PREVIEW_CHARS): { text: string; truncated: boolean; shownLines: number; totalLines: number } {
  if (!output) return { text: '', truncated: false, shownLines: 0, totalLines: 0 };
  let totalLines = 1;
  for (let i = output.indexOf('\n'); i >= 0; i = output.indexOf('\n', i + 1)) totalLines++;
  if (output.length <= maxChars) return { text: output, truncated: false, shownLines: totalLines, totalLines };
  const cut = output.lastIndexOf('\n', maxChars);
  const text = cut > 0 ? output.slice(0, cut) : output.slice(0, maxChars);
  let shownLines = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) shownLines++;
  return { text, truncated: true, shownLines, totalLines };
}
