import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No secret reaches the built site: the default admin password, and the admin
 * password and token secret when they were set for the build (`ADMIN_PASSWORD=… AUTH_SECRET=…
 * npm run build` then this test with the same variables). Every file in dist/ is searched as bytes.
 */
const dist = path.resolve(import.meta.dirname, '../../dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function filesContaining(needle: string): string[] {
  const bytes = Buffer.from(needle);
  return filesUnder(dist)
    .filter((file) => readFileSync(file).includes(bytes))
    .map((file) => path.relative(dist, file));
}

describe('the built site', () => {
  const secrets = [
    ['the default admin password', 'letmein-admin'],
    ['the default transcription password', 'letmein-transcribe'],
    ['ADMIN_PASSWORD', process.env.ADMIN_PASSWORD],
    ['AUTH_SECRET', process.env.AUTH_SECRET],
  ].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length >= 6);

  it('is searched for real: the sign-in code is in it', () => {
    expect(filesUnder(dist).length).toBeGreaterThan(20);
    expect(filesContaining('Completing authentication...').length).toBeGreaterThan(0);
  });

  it.each(secrets)('does not contain %s', (_name, secret) => {
    expect(filesContaining(secret)).toEqual([]);
  });
});
