/**
 * Progress as one file: export everything this browser remembers about learning (the review
 * deck and its answers, games and lessons, the Discernment Check's history) and import it on
 * another device. An import is validated in full before anything is written: a bad or foreign
 * file changes nothing.
 */
import { z } from 'zod/mini';
// The check's stored record and its schema, read here to export, import and reset it with the rest.
import { CHECK_STORAGE_KEY, checkDataSchema, type CheckData } from '@/lib/discernment/checkStorage';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import type { ActivityData, ReviewData } from '@/lib/review/model';
import { ACTIVITY_STORAGE_KEY, REVIEW_STORAGE_KEY, activityDataSchema, reviewDataSchema } from '@/lib/review/storage';

export const EXPORT_APP = 'sophist';
export const EXPORT_KIND = 'progress';
export const EXPORT_VERSION = 1;
/** Files larger than this are refused unread: a year of progress is a few hundred kB at most. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export interface ProgressBundle {
  app: typeof EXPORT_APP;
  kind: typeof EXPORT_KIND;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  review: ReviewData | null;
  activity: ActivityData | null;
  check: CheckData | null;
}

const envelopeSchema = z.object({ app: z.literal(EXPORT_APP), kind: z.literal(EXPORT_KIND), version: z.number() });

const bundleSchema = z.object({
  app: z.literal(EXPORT_APP),
  kind: z.literal(EXPORT_KIND),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  review: z.nullable(reviewDataSchema),
  activity: z.nullable(activityDataSchema),
  check: z.nullable(checkDataSchema),
});

/** The file's name for a given day: sophist-progress-2026-06-15.json. */
export const exportFileName = (now: number) => `sophist-progress-${new Date(now).toISOString().slice(0, 10)}.json`;

export function buildBundle(parts: Pick<ProgressBundle, 'review' | 'activity' | 'check'>, now: number): ProgressBundle {
  return { app: EXPORT_APP, kind: EXPORT_KIND, version: EXPORT_VERSION, exportedAt: new Date(now).toISOString(), ...parts };
}

export type ParsedImport = { ok: true; bundle: ProgressBundle } | { ok: false; message: string };

/** Reads an import file's text. Every refusal says why in words a learner can act on. */
export function parseBundle(text: string): ParsedImport {
  if (text.length > IMPORT_MAX_BYTES) return { ok: false, message: 'That file is far too large to be Sophist progress. Nothing was changed.' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'That file is not a Sophist progress file (it is not even JSON). Nothing was changed.' };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, message: 'That file is not a Sophist progress file. Nothing was changed.' };
  if (envelope.data.version !== EXPORT_VERSION) {
    return { ok: false, message: 'That progress file comes from a different version of Sophist and cannot be read here. Nothing was changed.' };
  }
  const bundle = bundleSchema.safeParse(json);
  if (!bundle.success) return { ok: false, message: 'That progress file is damaged: part of it does not read as Sophist progress. Nothing was changed.' };
  return { ok: true, bundle: bundle.data as ProgressBundle };
}

// ---- Browser storage -----------------------------------------------------------------------------

/** What this browser remembers now, each part read through the validated reader. */
export function readProgress(): Pick<ProgressBundle, 'review' | 'activity' | 'check'> {
  return {
    review: readStored<ReviewData | null>(REVIEW_STORAGE_KEY, reviewDataSchema as z.ZodMiniType<ReviewData | null>, null),
    activity: readStored<ActivityData | null>(ACTIVITY_STORAGE_KEY, activityDataSchema as z.ZodMiniType<ActivityData | null>, null),
    check: readStored<CheckData | null>(CHECK_STORAGE_KEY, checkDataSchema as z.ZodMiniType<CheckData | null>, null),
  };
}

const KEYS = [
  [REVIEW_STORAGE_KEY, 'review'],
  [ACTIVITY_STORAGE_KEY, 'activity'],
  [CHECK_STORAGE_KEY, 'check'],
] as const;

/** Replaces this browser's progress with the bundle's. False when storage refused a write. */
export function writeProgress(bundle: ProgressBundle): boolean {
  let ok = true;
  for (const [key, part] of KEYS) {
    const value = bundle[part];
    if (value === null) removeStored(key);
    else ok = writeStored(key, value) && ok;
  }
  return ok;
}

/** Forgets all progress: the review deck, games and lessons, and the check's history. */
export function resetProgress(): void {
  for (const [key] of KEYS) removeStored(key);
}

/** Which parts are stored in this browser but could not be read (corrupt or foreign data). */
export function unreadableParts(parts: Pick<ProgressBundle, 'review' | 'activity' | 'check'>): ('review' | 'activity' | 'check')[] {
  const stored = (key: string) => {
    try {
      return window.localStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  };
  return KEYS.filter(([key, part]) => parts[part] === null && stored(key)).map(([, part]) => part);
}
