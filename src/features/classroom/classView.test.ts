import { describe, expect, it } from 'vitest';
import { classCheckSchema } from '@/contract/classes';
import { CSV_HEADERS, changeOf, classCsv, csvField, distributions, guardFormula, heatMap, roster, takenCounts, topConfusions, topOverCalls, summarise, csvFileName } from './classView';
import { sampleClass, sampleSmallClass, samplePupil } from './sampleClass';

/** A CSV parser that follows RFC 4180 (quoted fields, doubled quotes, CRLF), to read back what classCsv writes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

describe('the teacher view of a class', () => {
  it('builds contract-valid sample checks (the stories and tests show what the backend could send)', () => {
    for (const p of sampleClass.pupils) for (const c of p.checks) expect(classCheckSchema.safeParse(c).success, `${p.nickname} ${c.kind}`).toBe(true);
  });

  it('lists who has taken each check, by nickname', () => {
    const rows = roster(sampleClass.pupils);
    expect(rows.map((r) => r.nickname)).toEqual(['Captain Logic', 'Late Larry', 'Moonpie', 'Owl-9', 'Río', 'Zebra Queen']);
    expect(takenCounts(rows)).toEqual({ baseline: 6, post: 5, delayed: 1 });
    expect(rows[1]!.taken).toEqual({ baseline: '2026-11-03T09:20:00.000Z', post: null, delayed: null });
    expect(rows[0]!.practiceRounds).toBe(3);
  });

  it('maps each pupil × fallacy to missed and over-called on their latest check', () => {
    const rows = heatMap(sampleClass.pupils);
    const captain = rows.find((r) => r.nickname === 'Captain Logic')!;
    expect(captain.check?.kind).toBe('delayed');
    const redHerring = captain.cells[9]!; // FALLACY_IDS[9] is red-herring
    expect(redHerring).toEqual({ fallacious: 1, missed: 1, sound: 1, overCalled: 0 });
    expect(captain.cells[12]).toBeNull(); // tu-quoque: not on the sample check
  });

  it('ranks the confusions and over-calls of the latest checks', () => {
    expect(topConfusions(sampleClass.pupils)[0]).toEqual({ actual: 'tu-quoque', chosen: 'ad-hominem', count: 3, pupils: 2 });
    const over = topOverCalls(heatMap(sampleClass.pupils));
    expect(over[0]).toEqual({ id: 'appeal-to-authority', sound: 6, overCalled: 3 });
    expect(over.every((o) => o.overCalled > 0)).toBe(true);
  });

  it('counts discernment and bias into bins for the baseline and the chosen later check', () => {
    const { discernment, bias } = distributions(sampleClass.pupils, 'post');
    expect(discernment.nBaseline).toBe(6);
    expect(discernment.nLater).toBe(5);
    expect(discernment.baseline).toEqual([0, 3, 3, 0, 0, 0]); // 58 55 50 | 60 62 66
    expect(discernment.later).toEqual([0, 0, 0, 4, 1, 0]); // 79 70 72 81 74
    expect(bias.baseline.reduce((a, b) => a + b)).toBe(6);
    expect(distributions(sampleClass.pupils, 'delayed').discernment.nLater).toBe(1);
  });

  it('gives the class interval from five pupils and only own changes under five', () => {
    const big = changeOf(sampleClass.pupils, 'post');
    expect(big.enough).toBe(true);
    if (big.enough) {
      expect(big.n).toBe(5);
      expect(big.verdict).toBe('sharper');
      expect(big.auc.low).toBeGreaterThan(0);
    }
    const small = changeOf(sampleSmallClass.pupils, 'post');
    expect(small).toMatchObject({ enough: false, n: 3 });
  });

  it('words a check as every page does (band from its standard error)', () => {
    const s = summarise(sampleClass.pupils[0]!.checks[1]!);
    expect(s).toMatchObject({ discernment: 79, low: 61, high: 97, discernmentWords: 'Fair discernment', biasWords: 'Balanced' });
  });
});

describe('the CSV export', () => {
  it('quotes fields with commas, quotes and line breaks, and guards formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    for (const evil of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx']) expect(guardFormula(evil)).toBe(`'${evil}`);
    expect(csvField('=1+1,2')).toBe(`"'=1+1,2"`);
    expect(csvField(-0.4)).toBe('-0.4');
    expect(csvField(null)).toBe('');
  });

  it('writes one row per pupil per check with headers in words, and reads back', () => {
    const text = classCsv(sampleClass.pupils);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([...CSV_HEADERS]);
    expect(rows).toHaveLength(1 + 3 + 1 + 2 + 2 + 2 + 2);
    const captainPost = rows.find((r) => r[0] === 'Captain Logic' && r[1] === 'Post')!;
    expect(captainPost.slice(2, 9)).toEqual(['2026-11-02T10:05:00.000Z', '79', '61', '97', 'Fair discernment', '-0.1', 'Balanced']);
  });

  it('gives a pupil with no check one row saying so, and a hostile nickname stays text', () => {
    const rows = parseCsv(classCsv([samplePupil(9, '=cmd|calc', [])]).slice(1));
    expect(rows[1]![0]).toBe("'=cmd|calc");
    expect(rows[1]![1]).toBe('none yet');
  });

  it('names the file after the class code and the day', () => {
    expect(csvFileName('K7M4QX', new Date('2026-11-27T12:00:00Z'))).toBe('sophist-class-K7M4QX-2026-11-27.csv');
  });
});
