import { loginSchema } from '../../src/contract/auth';
import { newFallacySchema, newStatementSchema } from '../../src/contract/fallacies';
import { adminAuthFromEnv, requireAdmin, safeEqual, signAdminToken } from '../auth';
import { HttpError, type RegisterRoutes } from '../context';
import { RateLimiter, validate } from '../validate';

/** More than this many failed logins a minute from one address gets 429. */
export const MAX_FAILED_LOGINS_PER_MINUTE = 10;

/**
 * Admin login and authoring. The browser's guard only steers navigation; these checks are
 * the real ones: a signed, expiring token on every write, bodies validated, nothing
 * persisted on any rejection.
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

  router.post('/fallacies', admin, (req, res) => {
    const fallacy = validate(newFallacySchema, req.body);
    const list = ctx.data.fallacies as { id: string }[];
    if (list.some((f) => f.id === fallacy.id)) throw new HttpError(409, `A fallacy with id "${fallacy.id}" already exists`);
    list.push(fallacy);
    ctx.persist();
    res.status(201).json(fallacy);
  });

  router.post('/statements', admin, (req, res) => {
    const statement = validate(newStatementSchema, req.body);
    const fallacies = ctx.data.fallacies as { id: string }[];
    if (!fallacies.some((f) => f.id === statement.fallacy_type_id)) {
      throw new HttpError(422, `Unknown fallacy type "${statement.fallacy_type_id}"`);
    }
    const list = ctx.data.statements as { id: string }[];
    if (list.some((s) => s.id === statement.id)) throw new HttpError(409, `A statement with id "${statement.id}" already exists`);
    list.push(statement);
    ctx.persist();
    res.status(201).json(statement);
  });
};
