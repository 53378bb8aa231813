import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  CLASS_LIMITS,
  CLASS_MESSAGES,
  CLASS_RETENTION_DAYS,
  DAY_MS,
  SECRET_PATTERN,
  classCodeSchema,
  createClassSchema,
  joinClassSchema,
  nicknameKey,
  pupilRecordSchema,
  type ClassCheck,
  type ClassPractice,
  type ClassReview,
  type ClassView,
  type CreatedClass,
  type JoinedClass,
  type OwnRecordsView,
  type PupilView,
} from '../../src/contract/classes';
import { HttpError, type ApiContext, type RegisterRoutes } from '../context';
import { RateLimiter, validate } from '../validate';

/** Classes made from one address a minute; more get 429. A teacher makes a handful a year. */
export const MAX_CLASSES_PER_MINUTE = 5;
/**
 * Joins with a code that opens no class, from one address a minute; once over, every join from
 * that address gets 429 for the minute (as the login does). A school's pupils share one address,
 * so this allows a class's typos and still makes guessing among 887 million codes hopeless.
 */
export const MAX_FAILED_JOINS_PER_MINUTE = 20;
/** All joins from one address a minute: a class of 30 joining at once, twice over. */
export const MAX_JOINS_PER_MINUTE = 60;

/** A class as stored (collection `classes`): no key, only its hash. */
export interface StoredClass {
  id: string;
  code: string;
  name: string;
  teacherKeyHash: string;
  createdAt: string;
  lastActivityAt: string;
}

/** A pupil as stored (collection `classPupils`), with their records. */
export interface StoredPupil {
  id: string;
  classId: string;
  nickname: string;
  secretHash: string;
  joinedAt: string;
  checks: ClassCheck[];
  practice: ClassPractice[];
  reviews: ClassReview[];
}

/**
 * Keys and secrets are 256 random bits, so one SHA-256 is enough to store them: a slow password
 * hash protects guessable secrets, and these are not guessable. A leaked db file then opens nothing.
 */
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

/** Compares a presented secret with a stored hash in constant time (both are 32-byte digests). */
function secretMatches(presented: string, storedHash: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = Buffer.from(storedHash, 'hex');
  return b.length === a.length && timingSafeEqual(a, b);
}

/**
 * The secret in `Authorization: Bearer …`: 401 when there is none or it is not shaped like one
 * (nothing about the class is looked at before this).
 */
function bearerSecret(req: Request): string {
  const match = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '');
  if (!match || !SECRET_PATTERN.test(match[1]!)) throw new HttpError(401, CLASS_MESSAGES.keyRequired);
  return match[1]!;
}

/**
 * Classes without accounts (docs/classroom.md):
 * - POST /api/classes: make a class (throttled per address); answers the teacher key once.
 * - POST /api/classes/join: join with the code and a nickname (throttled); answers the pupil secret once.
 * - GET/DELETE /api/classes/:classId: the teacher's view, or delete the class and everything in
 *   it, with the teacher key. 401 without a key, 403 with any other key, whether or not the class
 *   exists: nothing is revealed that the code does not already reveal.
 * - GET/DELETE /api/pupils/:pupilId and POST /api/pupils/:pupilId/records: a pupil's own records,
 *   leaving (which deletes them), and sending one, with the pupil's secret.
 * Every write is validated and persisted before it is answered. A class is deleted
 * CLASS_RETENTION_DAYS after its last activity (a join, a record, the teacher opening it); the
 * sweep runs at start and before every request here, on the injected clock.
 */
export const registerClasses: RegisterRoutes = (router, ctx) => {
  const now = ctx.now;
  const created = new RateLimiter(MAX_CLASSES_PER_MINUTE, 60_000, now);
  const failedJoins = new RateLimiter(MAX_FAILED_JOINS_PER_MINUTE, 60_000, now);
  const joins = new RateLimiter(MAX_JOINS_PER_MINUTE, 60_000, now);

  const classes = () => (ctx.data.classes ??= []) as StoredClass[];
  const pupils = () => (ctx.data.classPupils ??= []) as StoredPupil[];
  const iso = () => new Date(now()).toISOString();
  const deleteAfter = (c: StoredClass) => new Date(Date.parse(c.lastActivityAt) + CLASS_RETENTION_DAYS * DAY_MS).toISOString();

  sweepExpiredClasses(ctx);
  router.use(['/classes', '/pupils'], (_req, _res, next) => {
    sweepExpiredClasses(ctx);
    next();
  });

  const touch = (c: StoredClass) => {
    c.lastActivityAt = iso();
  };
  const pupilView = (p: StoredPupil): PupilView => ({ id: p.id, nickname: p.nickname, joinedAt: p.joinedAt, checks: p.checks, practice: p.practice, reviews: p.reviews });

  /** The class the teacher key opens: 401 without a key, 403 for a wrong key or no such class alike. */
  const teacherClass = (req: Request): StoredClass => {
    const key = bearerSecret(req);
    const found = classes().find((c) => c.id === req.params.classId);
    // Hash against a stand-in when there is no class, so both refusals take the same time.
    const ok = secretMatches(key, found?.teacherKeyHash ?? hashSecret(''));
    if (!found || !ok) throw new HttpError(403, CLASS_MESSAGES.keyWrong);
    return found;
  };
  /** The pupil the secret opens, and their class: the same 401/403 rule. */
  const ownPupil = (req: Request): { pupil: StoredPupil; cls: StoredClass } => {
    const secret = bearerSecret(req);
    const pupil = pupils().find((p) => p.id === req.params.pupilId);
    const ok = secretMatches(secret, pupil?.secretHash ?? hashSecret(''));
    const cls = pupil && classes().find((c) => c.id === pupil.classId);
    if (!pupil || !ok || !cls) throw new HttpError(403, CLASS_MESSAGES.keyWrong);
    return { pupil, cls };
  };

  router.post('/classes', (req, res) => {
    const { name } = validate(createClassSchema, req.body);
    if (created.hit(ctx.clientAddress(req))) {
      res.set('Retry-After', '60');
      throw new HttpError(429, CLASS_MESSAGES.tooManyClasses);
    }
    const teacherKey = newSecret();
    const at = iso();
    const stored: StoredClass = { id: randomUUID(), code: freshCode(new Set(classes().map((c) => c.code))), name, teacherKeyHash: hashSecret(teacherKey), createdAt: at, lastActivityAt: at };
    classes().push(stored);
    ctx.persist();
    const answer: CreatedClass = { id: stored.id, code: stored.code, name, teacherKey, createdAt: at, deleteAfter: deleteAfter(stored) };
    res.status(201).set('Cache-Control', 'no-store').json(answer);
  });

  router.post('/classes/join', (req, res) => {
    const ip = ctx.clientAddress(req);
    if (failedJoins.blocked(ip)) {
      res.set('Retry-After', '60');
      throw new HttpError(429, CLASS_MESSAGES.tooManyJoins);
    }
    // Only a code that opens no class counts against the address (a mistyped nickname does not).
    const code = classCodeSchema.safeParse((req.body as { code?: unknown } | undefined)?.code);
    const cls = code.success ? classes().find((c) => c.code === code.data) : undefined;
    if (!cls) failedJoins.hit(ip);
    const body = validate(joinClassSchema, req.body);
    if (!cls) throw new HttpError(404, CLASS_MESSAGES.codeUnknown, { code: [CLASS_MESSAGES.codeUnknown] });
    if (joins.hit(ip)) {
      res.set('Retry-After', '60');
      throw new HttpError(429, CLASS_MESSAGES.tooManyJoins);
    }
    const { nickname } = body;
    const members = pupils().filter((p) => p.classId === cls.id);
    if (members.length >= CLASS_LIMITS.pupils) throw new HttpError(409, CLASS_MESSAGES.classFull);
    const key = nicknameKey(nickname);
    if (members.some((p) => nicknameKey(p.nickname) === key)) throw new HttpError(409, CLASS_MESSAGES.nicknameTaken, { nickname: [CLASS_MESSAGES.nicknameTaken] });
    const pupilSecret = newSecret();
    const pupil: StoredPupil = { id: randomUUID(), classId: cls.id, nickname, secretHash: hashSecret(pupilSecret), joinedAt: iso(), checks: [], practice: [], reviews: [] };
    pupils().push(pupil);
    touch(cls);
    ctx.persist();
    const answer: JoinedClass = { classId: cls.id, className: cls.name, pupilId: pupil.id, pupilSecret, nickname };
    res.status(201).set('Cache-Control', 'no-store').json(answer);
  });

  router.get('/classes/:classId', (req, res) => {
    const cls = teacherClass(req);
    touch(cls);
    ctx.persist();
    const view: ClassView = {
      id: cls.id,
      code: cls.code,
      name: cls.name,
      createdAt: cls.createdAt,
      lastActivityAt: cls.lastActivityAt,
      deleteAfter: deleteAfter(cls),
      pupils: pupils()
        .filter((p) => p.classId === cls.id)
        .map(pupilView),
    };
    res.set('Cache-Control', 'no-store').json(view);
  });

  router.delete('/classes/:classId', (req, res) => {
    const cls = teacherClass(req);
    deleteClass(ctx, cls.id);
    ctx.persist();
    res.status(204).end();
  });

  router.get('/pupils/:pupilId', (req, res) => {
    const { pupil, cls } = ownPupil(req);
    const view: OwnRecordsView = { classId: cls.id, className: cls.name, deleteAfter: deleteAfter(cls), pupil: pupilView(pupil) };
    res.set('Cache-Control', 'no-store').json(view);
  });

  router.delete('/pupils/:pupilId', (req, res) => {
    const { pupil } = ownPupil(req);
    ctx.data.classPupils = pupils().filter((p) => p.id !== pupil.id);
    ctx.persist();
    res.status(204).end();
  });

  router.post('/pupils/:pupilId/records', (req, res) => {
    const { pupil, cls } = ownPupil(req);
    const record = validate(pupilRecordSchema, req.body);
    let replaced: boolean;
    if (record.type === 'check') {
      const isNew = !pupil.checks.some((c) => c.id === record.id);
      if (isNew && pupil.checks.length >= CLASS_LIMITS.checks) throw new HttpError(409, CLASS_MESSAGES.tooManyChecks);
      replaced = upsert(pupil.checks, record);
    } else if (record.type === 'practice') {
      replaced = upsert(pupil.practice, record);
      pupil.practice = pupil.practice.slice(-CLASS_LIMITS.sessions);
    } else {
      replaced = upsert(pupil.reviews, record);
      pupil.reviews = pupil.reviews.slice(-CLASS_LIMITS.sessions);
    }
    touch(cls);
    ctx.persist();
    res.status(replaced ? 200 : 201).json(record);
  });
};

/** Replaces the record with the same id, or appends it; true when it replaced one. */
function upsert<T extends { id: string }>(list: T[], record: T): boolean {
  const index = list.findIndex((r) => r.id === record.id);
  if (index >= 0) list[index] = record;
  else list.push(record);
  return index >= 0;
}

/** A code no live class has, from the unambiguous alphabet (crypto-random). */
function freshCode(taken: ReadonlySet<string>): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < CLASS_CODE_LENGTH; i++) code += CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)];
    if (!taken.has(code)) return code;
  }
}

function deleteClass(ctx: ApiContext, classId: string): void {
  ctx.data.classes = ((ctx.data.classes ?? []) as StoredClass[]).filter((c) => c.id !== classId);
  ctx.data.classPupils = ((ctx.data.classPupils ?? []) as StoredPupil[]).filter((p) => p.classId !== classId);
}

/**
 * Deletes every class whose last activity is CLASS_RETENTION_DAYS or more before now, with its
 * pupils, and pupils whose class is gone; persists only when something went. Returns how many classes went.
 */
export function sweepExpiredClasses(ctx: ApiContext): number {
  const cutoff = ctx.now() - CLASS_RETENTION_DAYS * DAY_MS;
  const all = (ctx.data.classes ?? []) as StoredClass[];
  const expired = all.filter((c) => !(Date.parse(c.lastActivityAt) > cutoff));
  const pupilsBefore = ((ctx.data.classPupils ?? []) as StoredPupil[]).length;
  if (expired.length) ctx.data.classes = all.filter((c) => !expired.includes(c));
  const live = new Set(((ctx.data.classes ?? []) as StoredClass[]).map((c) => c.id));
  const kept = ((ctx.data.classPupils ?? []) as StoredPupil[]).filter((p) => live.has(p.classId));
  if (kept.length !== pupilsBefore) ctx.data.classPupils = kept;
  if (expired.length || kept.length !== pupilsBefore) ctx.persist();
  return expired.length;
}
