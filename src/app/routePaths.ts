import { routes } from './routes';

/** Every public URL to prerender and list in the sitemap, in table order. */
export async function listStaticPaths(): Promise<string[]> {
  const out: string[] = [];
  for (const route of routes) {
    if (route.start === 'client') continue;
    if (route.staticPaths) out.push(...(await route.staticPaths()));
    else if (!route.path.includes(':')) out.push(route.path);
  }
  return [...new Set(out)];
}

/** Patterns served by the empty app shell: the routes that start on the client (private and per-visitor pages). */
export function clientOnlyPatterns(): string[] {
  return routes.filter((r) => r.start === 'client').map((r) => r.path);
}
