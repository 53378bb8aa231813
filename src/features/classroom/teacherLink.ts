/**
 * The teacher link: the class page's address with the key in the fragment (`#key=…`). A browser
 * never sends the fragment to a server, so the key stays out of every access log and Referer.
 * Apart from ./keptClasses.ts so /teach can show it without loading the kept classes' schema at start.
 */
export const teacherLink = (origin: string, classPath: string, key: string) => `${origin}${classPath}#key=${key}`;
