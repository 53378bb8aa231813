import { fallacyTypeSchema, statementSchema } from '../src/contract/fallacies';
import { HttpError } from './context';

/**
 * The query language of the public, read-only collections, checked before json-server sees a
 * request: json-server trusts its query (it builds regular expressions from it, calls string
 * methods on whatever arrives, pauses on `_delay`, embeds other collections, answers JSONP), so
 * only what is listed here reaches it, in the types it expects.
 *
 * - `field=value` exact match (repeat it for any of several values); `field_ne` excludes,
 *   `field_gte` / `field_lte` bound, `field_like` is a case-insensitive literal substring (never a
 *   pattern: its characters are escaped, so matching time grows with the text, nothing else).
 * - `q` full-text substring; `_sort=field[,field]` with `_order=asc|desc[,…]`; paging with
 *   `_page` + `_limit`, or `_start` + `_end` / `_limit`.
 * Anything else is refused with 400: unknown names (`_embed`, `_expand`, `_delay`, `callback`…),
 * a value that is not a plain string (`a[b]=c`), a value longer than MAX_VALUE_LENGTH, too many
 * parameters, numbers out of range. Single items (`/fallacies/:id`) take no parameters at all.
 */

/** The collections json-server may serve read-only, and the fields a visitor may query. `messages` is private. */
export const PUBLIC_FIELDS: Readonly<Record<string, readonly string[]>> = {
  fallacies: Object.keys(fallacyTypeSchema.shape),
  statements: Object.keys(statementSchema.shape),
};

export const QUERY_LIMITS = {
  /** Parameters in one query, repeats included. */
  parameters: 20,
  /** Characters in one value. */
  valueLength: 200,
  /** Highest `_page`. */
  page: 1000,
  /** Highest `_limit` (and fewest is 1). */
  limit: 100,
  /** Highest `_start` / `_end`. */
  offset: 10_000,
} as const;

/** Ids are slugs or `stmt-…`: anything outside this alphabet cannot exist. */
export const ITEM_ID = /^[A-Za-z0-9_-]{1,128}$/;

const FILTER_SUFFIXES = ['_ne', '_gte', '_lte', '_like'] as const;
const NUMBERS = { _page: [1, QUERY_LIMITS.page], _limit: [1, QUERY_LIMITS.limit], _start: [0, QUERY_LIMITS.offset], _end: [0, QUERY_LIMITS.offset] } as const;
const ORDER = /^(asc|desc)$/i;

type Query = Record<string, unknown>;
type CleanQuery = Record<string, string | string[]>;

const bad = (message: string) => new HttpError(400, message);

/** A value as a list of strings, or a 400 when it is anything else (an object from `a[b]=c`, a nested list). */
function strings(name: string, value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  for (const v of list) {
    if (typeof v !== 'string') throw bad(`Query parameter "${name}" must be plain text`);
    if (v.length > QUERY_LIMITS.valueLength) throw bad(`Query parameter "${name}" is longer than ${QUERY_LIMITS.valueLength} characters`);
  }
  return list as string[];
}

/** The one value of a parameter that may appear once. */
function single(name: string, value: unknown): string {
  const list = strings(name, value);
  if (list.length !== 1) throw bad(`Query parameter "${name}" may appear once`);
  return list[0]!;
}

/** The field a filter parameter reads (`name`, `name_like` → `name`), or null when it is not one. */
function filterField(key: string, fields: readonly string[]): { field: string; suffix: string } | null {
  if (fields.includes(key)) return { field: key, suffix: '' };
  for (const suffix of FILTER_SUFFIXES) {
    if (key.endsWith(suffix) && fields.includes(key.slice(0, -suffix.length))) return { field: key.slice(0, -suffix.length), suffix };
  }
  return null;
}

/** Text matched literally by a RegExp (json-server builds one from every `_like` value). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Checks a list query and returns the one json-server may see; throws 400 otherwise. */
export function listQuery(collection: string, query: Query): CleanQuery {
  const fields = PUBLIC_FIELDS[collection];
  if (!fields) throw new HttpError(404, 'Not found');
  const clean: CleanQuery = {};
  let count = 0;
  for (const [key, value] of Object.entries(query)) {
    count += Array.isArray(value) ? value.length : 1;
    if (count > QUERY_LIMITS.parameters) throw bad(`At most ${QUERY_LIMITS.parameters} query parameters`);
    if (key === 'q') {
      clean.q = single(key, value);
    } else if (Object.hasOwn(NUMBERS, key)) {
      const text = single(key, value);
      const [min, max] = NUMBERS[key as keyof typeof NUMBERS];
      const n = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
      if (!(n >= min && n <= max)) throw bad(`Query parameter "${key}" must be a whole number from ${min} to ${max}`);
      clean[key] = String(n);
    } else if (key === '_sort') {
      const names = single(key, value).split(',');
      if (names.length > fields.length || names.some((f) => !fields.includes(f))) throw bad(`_sort takes field names: ${fields.join(', ')}`);
      clean._sort = names.join(',');
    } else if (key === '_order') {
      const orders = single(key, value).split(',');
      if (orders.length > fields.length || orders.some((o) => !ORDER.test(o))) throw bad('_order takes asc or desc, comma-separated');
      clean._order = orders.join(',');
    } else {
      const filter = filterField(key, fields);
      if (!filter) throw bad(`Unknown query parameter "${key}"`);
      const values = strings(key, value);
      const safe = filter.suffix === '_like' ? values.map(escapeRegExp) : values;
      clean[key] = safe.length === 1 ? safe[0]! : safe;
    }
  }
  return clean;
}

/** Checks a single-item read: a possible id and no parameters; throws 404 / 400 otherwise. */
export function itemRequest(rawId: string, query: Query): void {
  let id: string;
  try {
    id = decodeURIComponent(rawId);
  } catch {
    throw bad('Malformed URL');
  }
  if (!ITEM_ID.test(id)) throw new HttpError(404, 'Not found');
  if (Object.keys(query).length > 0) throw bad('A single item takes no query parameters');
}
