import { z } from 'zod';

/**
 * zod, set up for the site's Content-Security-Policy, which allows no eval (docs/security.md).
 * zod compiles object schemas with `new Function` when it may, and probes for that when the first
 * one is built: under the policy the probe is refused, and the browser reports a violation even
 * though zod catches it. Jitless, it never probes. Every module of the site takes zod from here
 * (the lint says so), so this runs before any schema is built.
 */
z.config({ jitless: true });

export { z };
