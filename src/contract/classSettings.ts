/**
 * Classes' plain settings, shared by the browser and the backend (./classes.ts re-exports them
 * beside its schemas): limits, messages, how a code is typed and shown, the shapes of keys and ids.
 * No zod here: the teacher's and pupils' pages show these at start and load the schemas only to
 * check what is sent (issue 36: zod is 27 kB of a page's first load).
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
export const CONTROL = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF]/;
/** Nicknames: letters and numbers of any script, single spaces, hyphens, apostrophes, underscores. */
export const NICKNAME = /^[\p{L}\p{N}][\p{L}\p{N}' _-]*$/u;

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
