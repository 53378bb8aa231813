import { inflateSync } from 'node:zlib';

/**
 * Just enough of PDF to read what Chromium's print to PDF wrote: its pages in order and the text on
 * each (through each font's ToUnicode map). No PDF library is installed, and CI has no poppler, so a
 * print journey reads its PDFs with this. Not a general PDF reader: Chromium's (Skia's) output only.
 */
interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  // Objects are read in order, and a stream is skipped by its declared /Length: compressed bytes can
  // hold "endobj" or "endstream" by chance, so searching for them would cut a stream short.
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const from = match.index + match[0].length;
    const streamAt = text.slice(from).search(/\bstream\r?\n|\bendobj/);
    const rest = text.slice(from + streamAt);
    if (streamAt < 0 || rest.startsWith('endobj')) {
      objects.set(Number(match[1]), { dict: text.slice(from, streamAt < 0 ? undefined : from + streamAt) });
      continue;
    }
    const dict = text.slice(from, from + streamAt);
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    if (!length) throw new Error(`PDF object ${match[1]}: a stream without a direct /Length`);
    const start = from + streamAt + rest.indexOf('\n') + 1;
    let raw = pdf.subarray(start, start + Number(length[1]));
    if (/\/FlateDecode/.test(dict)) raw = inflateSync(raw);
    objects.set(Number(match[1]), { dict, stream: raw });
    header.lastIndex = start + Number(length[1]);
  }
  return objects;
}

const ref = (dict: string, key: string) => {
  const m = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : undefined;
};

/** A font's glyph code → text, from its ToUnicode CMap (bfchar and bfrange). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hex = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((c) => parseInt(c, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(m[1]!, 16), hex(m[2]!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const [from, to, first] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
      for (let code = from; code <= to; code++) map.set(code, String.fromCodePoint(first + code - from));
    }
  return map;
}

/** Each page's text, in page order; runs of text are separated by spaces. */
export function pdfPages(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const catalog = [...objects.values()].find((o) => /\/Type\s*\/Catalog/.test(o.dict));
  const pages: number[] = [];
  const walk = (id: number) => {
    const node = objects.get(id)!.dict;
    if (/\/Type\s*\/Pages\b/.test(node)) for (const kid of /\/Kids\s*\[([^\]]*)\]/.exec(node)![1]!.matchAll(/(\d+) 0 R/g)) walk(Number(kid[1]));
    else pages.push(id);
  };
  walk(ref(catalog!.dict, 'Pages')!);
  const cmaps = new Map<number, Map<number, string>>();
  return pages.map((id) => {
    const page = objects.get(id)!.dict;
    const resourcesId = ref(page, 'Resources');
    const resources = resourcesId ? objects.get(resourcesId)!.dict : page;
    const fontsId = ref(resources, 'Font');
    const fontDict = fontsId ? objects.get(fontsId)!.dict : (/\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '');
    const fonts = new Map([...fontDict.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)].map((m) => [m[1]!, Number(m[2])]));
    const contentIds = /\/Contents\s*\[([^\]]*)\]/.exec(page)?.[1] ?? /\/Contents\s+(\d+ 0 R)/.exec(page)?.[1] ?? '';
    const content = [...contentIds.matchAll(/(\d+) 0 R/g)].map((m) => objects.get(Number(m[1]))!.stream!.toString('latin1')).join('\n');
    let cmap = new Map<number, string>();
    const decode = (hex: string) => (hex.match(/.{4}/g) ?? []).map((c) => cmap.get(parseInt(c, 16)) ?? '').join('');
    let text = '';
    for (const m of content.matchAll(/\/([\w.+-]+)\s+[\d.]+\s+Tf|\[((?:[^\]]|\\\])*)\]\s*TJ|<([0-9A-Fa-f]*)>\s*Tj|\b(?:Td|TD|Tm|T\*|BT)\b/g)) {
      if (m[1]) {
        const fontId = fonts.get(m[1]);
        const unicodeId = fontId === undefined ? undefined : ref(objects.get(fontId)!.dict, 'ToUnicode');
        if (unicodeId !== undefined && !cmaps.has(unicodeId)) cmaps.set(unicodeId, toUnicode(objects.get(unicodeId)!.stream!.toString('latin1')));
        cmap = unicodeId === undefined ? new Map() : cmaps.get(unicodeId)!;
      } else if (m[2] !== undefined) text += [...m[2].matchAll(/<([0-9A-Fa-f]*)>/g)].map((h) => decode(h[1]!)).join('');
      else if (m[3] !== undefined) text += decode(m[3]);
      else text += ' ';
    }
    return text.replace(/\s+/g, ' ').trim();
  });
}
