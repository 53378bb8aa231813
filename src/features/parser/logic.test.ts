import { describe, expect, it } from 'vitest';
import { finishSentence, parseSentences, parseText, previewOf, segmentSentences, tidy } from './logic';

describe('parseText: one sentence a line, each ending with a period', () => {
  it('splits prose into sentences and ends each with exactly one period', () => {
    expect(parseText('First things first. Second things second! Third?')).toBe('First things first.\nSecond things second.\nThird.');
    expect(parseText('No punctuation at all')).toBe('No punctuation at all.');
    expect(parseText('Wait... what?!')).toBe('Wait... what.');
  });

  it('does not break after titles, e.g., initials or decimals', () => {
    expect(parseSentences('I met Dr. Smith today. He charged 3.50 dollars, e.g. a bargain. Then J. K. Rowling arrived.')).toEqual([
      'I met Dr. Smith today.',
      'He charged 3.50 dollars, e.g. a bargain.',
      'Then J. K. Rowling arrived.',
    ]);
    expect(parseSentences('The U.S. Army marched. Mrs. Jones did not.')).toEqual(['The U.S. Army marched.', 'Mrs. Jones did not.']);
  });

  it('collapses whitespace, including tabs, no-break spaces and odd line separators', () => {
    expect(parseText('Too    many\t\tspaces\u00a0here.\u2028Next  one.')).toBe('Too many spaces here.\nNext one.');
  });

  it('joins hard-wrapped lines, but not across blank lines or finished sentences', () => {
    expect(parseText('This sentence was\nwrapped by an email client.\nThis one was not.')).toBe(
      'This sentence was wrapped by an email client.\nThis one was not.',
    );
    expect(parseText('A heading without a period\n\nA paragraph')).toBe('A heading without a period.\nA paragraph.');
  });

  it('removes fenced code blocks with their contents, closed or not', () => {
    expect(parseText('Before.\n```ts\nconst x: number = 1;\n```\nAfter.')).toBe('Before.\nAfter.');
    expect(parseText('Before.\n~~~\nrm -rf /\n~~~\nAfter.')).toBe('Before.\nAfter.');
    expect(parseText('Kept.\n```\nnever closed; code();')).toBe('Kept.');
  });

  it('keeps one-word inline code and drops code expressions', () => {
    expect(parseText('Call `map` on it, not `arr.map(x => x * 2)` directly.')).toBe('Call map on it, not directly.');
  });

  it('strips HTML: tags, comments, scripts, styles, and decodes entities', () => {
    expect(parseText('<p>Hello <em>wor</em>ld</p><p>Bye&nbsp;now &amp; then</p>')).toBe('Hello world.\nBye now & then.');
    expect(parseText('Keep <!-- not this --> this.<script>alert("x")</script><STYLE>p{color:red}</STYLE>')).toBe('Keep this.');
    expect(parseText('Caf&eacute; &#169; &#x41;BC &bogus; &#x1F600;')).toBe('Café © ABC.');
    expect(parseText('Escaped &lt;b&gt;markup&lt;/b&gt; goes too.')).toBe('Escaped markup goes too.');
  });

  it('strips Markdown: headings, emphasis, quotes, lists, tables, rules, links and images', () => {
    const md = [
      '# The **Big** Title #',
      '',
      'Some _emphasis_ and ~~strikes~~ with a [link](https://example.com) and ![a picture](p.png).',
      '',
      '- [ ] a task',
      '* another item',
      '1. a numbered item',
      '> quoted wisdom',
      '',
      '| Name | Role |',
      '|------|:----:|',
      '| Ann  | Boss |',
      '',
      '---',
      '[ref]: https://example.com/ref',
    ].join('\n');
    expect(parseSentences(md)).toEqual([
      'The Big Title.',
      'Some emphasis and strikes with a link and.',
      'a task.',
      'another item.',
      'a numbered item.',
      'quoted wisdom.',
      'Name Role.',
      'Ann Boss.',
    ]);
  });

  it('removes bare URLs and leftover symbols that are not prose', () => {
    expect(parseText('See https://example.com/a?b=c or www.example.org {for} [more] | info =) #1 *ok* ^_^')).toBe('See or for more info) 1 ok.');
  });

  it('returns nothing for input with no words', () => {
    expect(parseText('')).toBe('');
    expect(parseText('```\ncode\n```\n<br/> *** --- ... !!!')).toBe('');
  });

  it('is linear on inputs built to make regular expressions backtrack', () => {
    const attacks = [
      '<a'.repeat(200_000),
      '&'.repeat(400_000),
      `a${'.,'.repeat(200_000)}b`,
      '<!--'.repeat(100_000),
      '['.repeat(400_000),
      'A. '.repeat(100_000),
      `a${' '.repeat(400_000)}b`,
      `|${'-'.repeat(400_000)}x`,
      `# ${' #'.repeat(200_000)}x`,
      `${'`'.repeat(3)}${'x'.repeat(400_000)}`,
    ];
    for (const input of attacks) {
      const started = performance.now();
      parseText(input);
      expect(performance.now() - started, input.slice(0, 12)).toBeLessThan(3000);
    }
  });
});

describe('the pieces', () => {
  it('tidy keeps prose punctuation and drops stray tokens', () => {
    expect(tidy('Hello , world ( ) !')).toBe('Hello, world!');
    expect(tidy('x &lt; y')).toBe('x lt; y');
  });

  it('segmentSentences gives the same sentences whatever the window size', () => {
    const text = 'One is here. Dr. Who came! Two more e.g. this one? Last 3.5 one.'.repeat(40);
    expect(segmentSentences(text, 16)).toEqual(segmentSentences(text, 100_000));
  });

  it('finishSentence trims markers and trailing punctuation, adds one period', () => {
    expect(finishSentence('  - 1. item;  ')).toBe('item.');
    expect(finishSentence('He said "go!"')).toBe('He said "go!".');
    expect(finishSentence('... ,')).toBeNull();
  });
});

describe('previewOf', () => {
  it('shows short output whole and cuts long output at a line end', () => {
    expect(previewOf('a.\nb.')).toEqual({ text: 'a.\nb.', truncated: false, shownLines: 2, totalLines: 2 });
    expect(previewOf('')).toEqual({ text: '', truncated: false, shownLines: 0, totalLines: 0 });
    const long = previewOf('one.\ntwo.\nthree.', 9);
    expect(long).toEqual({ text: 'one.\ntwo.', truncated: true, shownLines: 2, totalLines: 3 });
  });
});
