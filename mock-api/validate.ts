import type { ZodType } from 'zod';
import { HttpError } from './context';

/** Parses a body or throws 400 with the failing fields: `{ error, fields: { name: ['…'] } }`. */
export function validate<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  throw new HttpError(400, 'Invalid request', fields);
}

/** A sliding one-minute window per key (an address). */
export class RateLimiter {
  private hits = new Map<string, number[]>();
  constructor(
    private limit: number,
    private windowMs = 60_000,
    private now: () => number = Date.now,
  ) {}
  /** Counts one event for the key; true once the key is over the limit. */
  hit(key: string): boolean {
    const t = this.now();
    const recent = (this.hits.get(key) ?? []).filter((x) => t - x < this.windowMs);
    recent.push(t);
    this.hits.set(key, recent);
    return recent.length > this.limit;
  }
  blocked(key: string): boolean {
    const t = this.now();
    return (this.hits.get(key) ?? []).filter((x) => t - x < this.windowMs).length >= this.limit;
  }
}
