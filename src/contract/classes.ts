import { FALLACY_IDS, type FallacyId } from './fallacyIds';
import { z } from './zod';

/**
 * Classes without accounts: a teacher's class, a pupil's membership and the results a pupil's
 * browser sends to it. Shared by the browser and the backend, which validates every write with
 * these schemas. Collected: the class's name, each pupil's chosen nickname and the summaries
 * below (scores of checks, practice rounds and review sessions). Nothing else: no real names,
 * no email, no answers' texts, no device or address. docs/classroom.md explains why.
 */

// ---- Limits ------------------------------------------------------------------------------------

/**
 * The class code's alphabet: capitals and digits without the look-alikes 0/O, 1/I/L, so a code
 * read aloud or copied from a board cannot be misread (31 symbols; 6 of them give 887 million codes).
 */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;

export const CLASS_LIMITS = {
  /** A class's name, as a teacher would write it on a register ("Year 9 English, set 2"). */
  name: 60,
  /** A nickname: short enough for a table column, long enough to be one's own. */
  nicknameMin: 2,
  nickname: 20,
  /** Pupils in one class: a big class plus room for a second set sharing the code. */
  pupils: 60,
  /** Checks one pupil may send (baseline, post, delayed, with room for repeats). */
  checks: 20,
  /** Practice and review summaries kept per pupil; older ones are dropped first. */
  sessions: 200,
  /** Items on one check, practice round or review session. */
  items: 100,
} as const;

/** A class is deleted this many days after its last activity (docs/classroom.md says why 30). */
export const CLASS_RETENTION_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The check's kinds as a class counts them: the first, the one after practice, and the one a week or more later. */
export const CLASS_CHECK_KINDS = ['baseline', 'post', 'delayed'] as const;
export type ClassCheckKind = (typeof CLASS_CHECK_KINDS)[number];


// ---- Messages ----------------------------------------------------------------------------------

/** What the forms and the backend say, word for word. */
export const CLASS_MESSAGES = {
  nameRequired: 'Give the class a name, say "Year 9 English, set 2". No pupils’ names, please.',
  nameTooLong: `At most ${CLASS_LIMITS.name} characters`,
  nameControl: 'There is an invisible control character in the name. Retype it.',
  codeInvalid: `A class code is ${CLASS_CODE_LENGTH} letters and numbers, like K7M-4QX. Check the board again.`,
  codeUnknown: 'No class has that code. Check it with your teacher: the code may have been mistyped or the class deleted.',
  nicknameShort: `A nickname needs at least ${CLASS_LIMITS.nicknameMin} characters.`,
  nicknameLong: `At most ${CLASS_LIMITS.nickname} characters.`,
  nicknameCharacters: 'Letters, numbers, spaces, hyphens and apostrophes only. Not your real name, and no email addresses.',
  nicknameTaken: 'Someone in this class already has that nickname. Pick another; it is yours to invent.',
  classFull: `This class is full (${CLASS_LIMITS.pupils} pupils). Ask your teacher.`,
  tooManyChecks: `This pupil has sent ${CLASS_LIMITS.checks} checks already, which is the most a class keeps.`,
  countsDoNotAdd: 'The counts do not add up: hits cannot exceed the fallacious items, or false alarms the sound ones, and the fallacies must sum to the totals.',
  keyRequired: 'This needs its key',
  keyWrong: 'That key does not open this',
  tooManyClasses: 'Too many classes made from here; try again in a minute',
  tooManyJoins: 'Too many tries to join; try again in a minute',
} as const;

// ---- Pieces ------------------------------------------------------------------------------------

/** Control characters: a name or nickname is one line of plain text. Matching them is the point. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF]/;
/** Nicknames: letters and numbers of any script, single spaces, hyphens, apostrophes, underscores. */
const NICKNAME = /^[\p{L}\p{N}][\p{L}\p{N}' _-]*$/u;

/** Codes are typed as they are read: any case, with spaces or a dash in the middle. */
export function normaliseClassCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '');
}
const CODE_PATTERN = new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`);
export const isClassCode = (code: string) => CODE_PATTERN.test(code);
/** How a code is shown: two halves of three, easy to read aloud. */
export const formatClassCode = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;

/** Two nicknames clash when they differ only in case, accents' forms or spacing. */
export function nicknameKey(nickname: string): string {
  return nickname.normalize('NFKC').toLowerCase().replace(/[\s_'-]/g, '');
}

/** Teacher keys and pupil secrets: 32 random bytes, base64url (43 characters). */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Class and pupil ids: UUIDs the backend makes. Record ids: made by the pupil's browser, so a resend replaces instead of duplicating. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

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
