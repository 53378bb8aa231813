import { FALLACY_IDS, type FallacyId } from './fallacyIds';
import { z } from './zod';
import { CLASS_CHECK_KINDS, CLASS_LIMITS, CLASS_MESSAGES, CONTROL, NICKNAME, RECORD_ID_PATTERN, isClassCode, normaliseClassCode } from './classSettings';

export * from './classSettings';

/**
 * Classes without accounts: a teacher's class, a pupil's membership and the results a pupil's
 * browser sends to it. Shared by the browser and the backend, which validates every write with
 * these schemas. Collected: the class's name, each pupil's chosen nickname and the summaries
 * below (scores of checks, practice rounds and review sessions). Nothing else: no real names,
 * no email, no answers' texts, no device or address. docs/classroom.md explains why.
 */


const count = z.number().int().min(0).max(CLASS_LIMITS.items);
const total = z.number().int().min(1).max(CLASS_LIMITS.items);
const recordId = z.string().regex(RECORD_ID_PATTERN, 'An id of 8–64 letters, digits, dashes or underscores');
/** When the pupil finished (ISO 8601, UTC). */
const finishedAt = z.iso.datetime({ offset: false });
const fallacyId = z.enum(FALLACY_IDS);

export const classNameSchema = z
  .string()
  .trim()
  .min(1, CLASS_MESSAGES.nameRequired)
  .max(CLASS_LIMITS.name, CLASS_MESSAGES.nameTooLong)
  .refine((s) => !CONTROL.test(s), CLASS_MESSAGES.nameControl);

export const nicknameSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/ {2,}/g, ' '))
  .pipe(
    z
      .string()
      .min(CLASS_LIMITS.nicknameMin, CLASS_MESSAGES.nicknameShort)
      .max(CLASS_LIMITS.nickname, CLASS_MESSAGES.nicknameLong)
      .regex(NICKNAME, CLASS_MESSAGES.nicknameCharacters),
  );

export const classCodeSchema = z
  .string()
  .max(20, CLASS_MESSAGES.codeInvalid)
  .transform(normaliseClassCode)
  .refine(isClassCode, CLASS_MESSAGES.codeInvalid);

// ---- Requests ----------------------------------------------------------------------------------

/** `POST /api/classes`: a teacher makes a class. */
export const createClassSchema = z.strictObject({ name: classNameSchema });
export type CreateClassRequest = z.input<typeof createClassSchema>;

/** `POST /api/classes/join`: a pupil joins with the code from the board and a nickname. */
export const joinClassSchema = z.strictObject({ code: classCodeSchema, nickname: nicknameSchema });
export type JoinClassRequest = z.input<typeof joinClassSchema>;

/** Per fallacy on a check or a practice round: fallacious items shown and caught, sound ones shown and called fallacious. */
export const fallacyTallySchema = z.strictObject({
  fallacious: count,
  hits: count,
  sound: count,
  falseAlarms: count,
});
export type FallacyTally = z.infer<typeof fallacyTallySchema>;

/** The counts of a yes/no round, per fallacy too, must add up. */
function countsAddUp(r: { fallacious: number; sound: number; hits: number; falseAlarms: number; byFallacy: Partial<Record<FallacyId, FallacyTally>> }): boolean {
  const tallies = Object.values(r.byFallacy);
  const sum = (key: keyof FallacyTally) => tallies.reduce((n, t) => n + t[key], 0);
  const each = tallies.every((t) => t.hits <= t.fallacious && t.falseAlarms <= t.sound);
  return each && r.hits <= r.fallacious && r.falseAlarms <= r.sound && sum('fallacious') === r.fallacious && sum('sound') === r.sound && sum('hits') === r.hits && sum('falseAlarms') === r.falseAlarms;
}

const byFallacy = z.partialRecord(fallacyId, fallacyTallySchema);

/** One finished Discernment Check, as its scores: the rating AUC with its standard error, the criterion c, and the tallies. */
export const classCheckSchema = z
  .strictObject({
    type: z.literal('check'),
    id: recordId,
    kind: z.enum(CLASS_CHECK_KINDS),
    completedAt: finishedAt,
    /** Rating AUC: 0.5 is chance, 1 perfect. */
    auc: z.number().min(0).max(1),
    /** Its Hanley–McNeil standard error. */
    se: z.number().positive().max(0.5),
    /** Criterion c: negative calls "fallacy" too readily, positive too trusting. */
    c: z.number().min(-5).max(5),
    fallacious: total,
    sound: total,
    hits: count,
    falseAlarms: count,
    byFallacy,
    /** "Which fallacy?" answers that named another fallacy: the class's confusions. */
    confusions: z
      .array(z.strictObject({ actual: fallacyId, chosen: fallacyId, count: total }))
      .max(FALLACY_IDS.length * (FALLACY_IDS.length - 1))
      .default([]),
  })
  .refine(countsAddUp, CLASS_MESSAGES.countsDoNotAdd);
export type ClassCheck = z.infer<typeof classCheckSchema>;

/** One "Sound or fallacious?" practice round (yes/no answers). */
export const classPracticeSchema = z
  .strictObject({
    type: z.literal('practice'),
    id: recordId,
    completedAt: finishedAt,
    fallacious: count,
    sound: count,
    hits: count,
    falseAlarms: count,
    byFallacy,
  })
  .refine((r) => r.fallacious + r.sound > 0, 'A round has at least one item')
  .refine(countsAddUp, CLASS_MESSAGES.countsDoNotAdd);
export type ClassPractice = z.infer<typeof classPracticeSchema>;

/** One spaced-review session: cards answered and answered right, per fallacy (device cards count in the totals only). */
export const classReviewSchema = z
  .strictObject({
    type: z.literal('review'),
    id: recordId,
    completedAt: finishedAt,
    answered: total,
    correct: count,
    byFallacy: z.partialRecord(fallacyId, z.strictObject({ answered: total, correct: count })),
  })
  .refine((r) => {
    const tallies = Object.values(r.byFallacy);
    return r.correct <= r.answered && tallies.every((t) => t.correct <= t.answered) && tallies.reduce((n, t) => n + t.answered, 0) <= r.answered && tallies.reduce((n, t) => n + t.correct, 0) <= r.correct;
  }, CLASS_MESSAGES.countsDoNotAdd);
export type ClassReview = z.infer<typeof classReviewSchema>;

/** `POST /api/pupils/:pupilId/records`: one record; sending the same id again replaces it. */
export const pupilRecordSchema = z.union([classCheckSchema, classPracticeSchema, classReviewSchema]);
export type PupilRecord = z.infer<typeof pupilRecordSchema>;

// ---- Answers -----------------------------------------------------------------------------------

/** `POST /api/classes` answers this once: the teacher key is never shown again. */
export interface CreatedClass {
  id: string;
  code: string;
  name: string;
  teacherKey: string;
  createdAt: string;
  /** When the class goes if nothing happens in it before then. */
  deleteAfter: string;
}

/** `POST /api/classes/join` answers this once: the pupil secret is never shown again. */
export interface JoinedClass {
  classId: string;
  className: string;
  pupilId: string;
  pupilSecret: string;
  nickname: string;
}

/** A pupil as the teacher sees them, and exactly what the pupil sees of themselves. */
export interface PupilView {
  id: string;
  nickname: string;
  joinedAt: string;
  checks: ClassCheck[];
  practice: ClassPractice[];
  reviews: ClassReview[];
}

/** `GET /api/classes/:classId` with the teacher key. */
export interface ClassView {
  id: string;
  code: string;
  name: string;
  createdAt: string;
  lastActivityAt: string;
  deleteAfter: string;
  pupils: PupilView[];
}

/** `GET /api/pupils/:pupilId` with the pupil's secret. */
export interface OwnRecordsView {
  classId: string;
  className: string;
  deleteAfter: string;
  pupil: PupilView;
}
