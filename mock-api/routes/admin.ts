import { loginSchema } from '../../src/contract/auth';
import type { StoredMessage } from '../../src/contract/contact';
import {
  AUTHORING_MESSAGES,
  fallacyNameKey,
  fallacyPatchSchema,
  messagePatchSchema,
  newFallacySchema,
  newStatementSchema,
  statementPatchSchema,
  type FallacyType,
  type Statement,
} from '../../src/contract/fallacies';
import { BUILTIN_FALLACIES, BUILTIN_STATEMENTS } from '../../src/contract/seed';
import { adminAuthFromEnv, requireAdmin, safeEqual, signAdminToken } from '../auth';
import { HttpError, type RegisterRoutes } from '../context';
import { RateLimiter, validate } from '../validate';

/** More than this many failed logins a minute from one address gets 429. */
export const MAX_FAILED_LOGINS_PER_MINUTE = 10;

/** Built-in items are read-only: only what an admin authored can be edited or deleted. */
const BUILTIN_FALLACY_IDS: ReadonlySet<string> = new Set(BUILTIN_FALLACIES.map((f) => f.id));
const BUILTIN_STATEMENT_IDS: ReadonlySet<string> = new Set(BUILTIN_STATEMENTS.map((s) => s.id));

/**
 * Admin login, authoring and the inbox. The browser's guard only steers navigation; these
 * checks are the real ones: a signed, expiring token on every write and every read of the
 * messages, bodies validated, built-in items read-only, nothing persisted on any rejection,
 * and every accepted change written atomically (ctx.persist: temp file + rename).
 */
export const registerAdmin: RegisterRoutes = (router, ctx) => {
  const auth = adminAuthFromEnv(ctx.env);
  const failures = new RateLimiter(MAX_FAILED_LOGINS_PER_MINUTE);
  const admin = requireAdmin(auth);

  router.post('/auth', async (req, res, next) => {
    try {
      const ip = ctx.clientAddress(req);
      if (failures.blocked(ip)) {
        res.set('Retry-After', '60');
        throw new HttpError(429, 'Too many failed attempts; try again in a minute');
      }
      const parsed = loginSchema.safeParse(req.body);
      const ok = parsed.success && safeEqual(parsed.data.username, auth.username) && safeEqual(parsed.data.password, auth.password);
      if (!ok) {
        failures.hit(ip);
        throw new HttpError(401, 'Invalid credentials');
      }
      res.json({ token: await signAdminToken(auth, parsed.data.username) });
    } catch (err) {
      next(err);
    }
  });

  const fallacies = () => ctx.data.fallacies as FallacyType[];
  const statements = () => ctx.data.statements as Statement[];
  const messages = () => (ctx.data.messages ??= []) as (StoredMessage & { read?: boolean })[];

  /** 409 when another fallacy has the same name, ignoring case and spaces. */
  const refuseDuplicateName = (name: string, exceptId?: string) => {
    const key = fallacyNameKey(name);
    const other = fallacies().find((f) => f.id !== exceptId && fallacyNameKey(f.name) === key);
    if (other) {
      const message = AUTHORING_MESSAGES.duplicateName(other.name);
      throw new HttpError(409, message, { name: [message] });
    }
  };
  /** 400 at the field when a statement names a fallacy or a lesson that does not exist. */
  const refuseUnknownReferences = (s: { fallacy_type_id?: string; lesson_id?: string | null }) => {
    const fields: Record<string, string[]> = {};
    if (s.fallacy_type_id !== undefined && !fallacies().some((f) => f.id === s.fallacy_type_id)) fields.fallacy_type_id = [AUTHORING_MESSAGES.unknownFallacy];
    if (typeof s.lesson_id === 'string' && !BUILTIN_FALLACY_IDS.has(s.lesson_id)) fields.lesson_id = [AUTHORING_MESSAGES.unknownLesson];
    if (Object.keys(fields).length) throw new HttpError(400, 'Invalid request', fields);
  };
  /** The index of an authored item: 404 when there is none, 403 for a built-in one. */
  const authoredIndex = (list: { id: string }[], id: string, builtIn: ReadonlySet<string>) => {
    const index = list.findIndex((item) => item.id === id);
    if (index < 0) throw new HttpError(404, 'Not found');
    if (builtIn.has(id)) throw new HttpError(403, AUTHORING_MESSAGES.builtIn);
    return index;
  };

  router.post('/fallacies', admin, (req, res) => {
    const fallacy = validate(newFallacySchema, req.body);
    refuseDuplicateName(fallacy.name);
    if (fallacies().some((f) => f.id === fallacy.id)) throw new HttpError(409, `A fallacy with id "${fallacy.id}" already exists`);
    const now = new Date().toISOString();
    const stored: FallacyType = { ...fallacy, createdAt: now, updatedAt: now };
    fallacies().push(stored);
    ctx.persist();
    res.status(201).json(stored);
  });

  router.patch('/fallacies/:id', admin, (req, res) => {
    const index = authoredIndex(fallacies(), req.params.id!, BUILTIN_FALLACY_IDS);
    const patch = validate(fallacyPatchSchema, req.body);
    if (patch.name !== undefined) refuseDuplicateName(patch.name, req.params.id);
    const updated: FallacyType = { ...fallacies()[index]!, ...patch, updatedAt: new Date().toISOString() };
    fallacies()[index] = updated;
    ctx.persist();
    res.json(updated);
  });

  router.delete('/fallacies/:id', admin, (req, res) => {
    const index = authoredIndex(fallacies(), req.params.id!, BUILTIN_FALLACY_IDS);
    const users = statements().filter((s) => s.fallacy_type_id === req.params.id).length;
    if (users > 0) throw new HttpError(409, AUTHORING_MESSAGES.inUse(users));
    fallacies().splice(index, 1);
    ctx.persist();
    res.status(204).end();
  });

  router.post('/statements', admin, (req, res) => {
    const statement = validate(newStatementSchema, req.body);
    refuseUnknownReferences(statement);
    if (statements().some((s) => s.id === statement.id)) throw new HttpError(409, `A statement with id "${statement.id}" already exists`);
    const now = new Date().toISOString();
    const stored: Statement = { ...statement, createdAt: now, updatedAt: now };
    statements().push(stored);
    ctx.persist();
    res.status(201).json(stored);
  });

  router.patch('/statements/:id', admin, (req, res) => {
    const index = authoredIndex(statements(), req.params.id!, BUILTIN_STATEMENT_IDS);
    const patch = validate(statementPatchSchema, req.body);
    refuseUnknownReferences(patch);
    const { lesson_id, explanation, ...rest } = patch;
    const updated: Statement = { ...statements()[index]!, ...rest, updatedAt: new Date().toISOString() };
    if (lesson_id === null) delete updated.lesson_id;
    else if (lesson_id !== undefined) updated.lesson_id = lesson_id;
    if (explanation === null) delete updated.explanation;
    else if (explanation !== undefined) updated.explanation = explanation;
    statements()[index] = updated;
    ctx.persist();
    res.json(updated);
  });

  router.delete('/statements/:id', admin, (req, res) => {
    const index = authoredIndex(statements(), req.params.id!, BUILTIN_STATEMENT_IDS);
    statements().splice(index, 1);
    ctx.persist();
    res.status(204).end();
  });

  // The contact form's messages: private, so every route here needs the admin token.
  router.get('/messages', admin, (_req, res) => {
    const inbox = [...messages()].sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
    res.set('Cache-Control', 'no-store').json(inbox.map(({ id, receivedAt, from_name, from_email, message, read }) => ({ id, receivedAt, from_name, from_email, message, read: read ?? false })));
  });

  router.patch('/messages/:id', admin, (req, res) => {
    const found = messages().find((m) => m.id === req.params.id);
    if (!found) throw new HttpError(404, 'Not found');
    const { read } = validate(messagePatchSchema, req.body);
    found.read = read;
    ctx.persist();
    res.json({ id: found.id, read });
  });

  router.delete('/messages/:id', admin, (req, res) => {
    const index = messages().findIndex((m) => m.id === req.params.id);
    if (index < 0) throw new HttpError(404, 'Not found');
    messages().splice(index, 1);
    ctx.persist();
    res.status(204).end();
  });
};
