import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passedBlindReview } from '../src/contract/seed';

/**
 * The working database: a JSON file built from the tracked seed when missing and
 * git-ignored, so playing never dirties the repo. Every write is a temp file + rename,
 * so a crash mid-write leaves the previous file intact.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
/** The tracked seed lives in the contract (the site bundles it too); the backend reads its JSON from disk. */
export const SEED_DIR = path.join(here, '..', 'src', 'contract', 'seed');
export const DEFAULT_DB_FILE = path.join(here, 'data', 'db.json');

export type DbState = Record<string, unknown[]>;

/** Collections in the seed folder, one file each; `messages`, `classes` and `classPupils` start empty. */
export function seedState(seedDir = SEED_DIR): DbState {
  const read = (name: string) => JSON.parse(readFileSync(path.join(seedDir, `${name}.json`), 'utf8')) as unknown[];
  // A statement awaiting its blind re-read (review: null) stays out of the db, as it stays out of the site.
  return { fallacies: read('fallacies'), statements: read('statements').filter(passedBlindReview), messages: [], classes: [], classPupils: [] };
}

export function writeDb(file: string, state: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(state, null, 2));
  renameSync(tmp, file);
}

/** Reads the working db, creating it from the seed when it is missing or unreadable. */
export function loadDb(file = DEFAULT_DB_FILE, seedDir = SEED_DIR): DbState {
  if (existsSync(file)) {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as DbState;
      if (parsed && typeof parsed === 'object' && Array.isArray(parsed.fallacies)) return { ...seedState(seedDir), ...parsed };
      console.warn(`[db] ${file} has an unexpected shape; rebuilding it from the seed.`);
    } catch {
      console.warn(`[db] ${file} is not valid JSON; rebuilding it from the seed.`);
    }
  }
  const state = seedState(seedDir);
  writeDb(file, state);
  return state;
}

export function resetDb(file = DEFAULT_DB_FILE, seedDir = SEED_DIR): void {
  writeDb(file, seedState(seedDir));
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--reset')) {
  const file = process.env.DB_FILE ?? DEFAULT_DB_FILE;
  resetDb(file);
  console.log(`Database reset from seed: ${path.relative(process.cwd(), file)}`);
}
