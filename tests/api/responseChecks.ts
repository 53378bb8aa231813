/** What no response body may contain: a stack frame, a file path. */
const LEAKS: readonly RegExp[] = [
  /\n\s+at\s/, // a stack frame
  /\bat [\w$.<>]+ \(/, // a frame on one line
  /node_modules/,
  /\.(?:[cm]?js|ts):\d+/, // file:line
  /(?:^|[\s"'(])\/(?:work|home|tmp|usr|root)\//, // an absolute path
];
/** What no error may say either: an exception's class, a library's name, Express's own error page. */
const ERROR_LEAKS: readonly RegExp[] = [
  /\b(?:TypeError|SyntaxError|RangeError|ReferenceError|URIError)\b/,
  /\b(?:json-server|lodash|lowdb|express|body-parser|busboy|undici)\b/i,
  /Cannot (?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/,
];

export function leakIn(body: string, status: number): RegExp | undefined {
  return [...LEAKS, ...(status >= 400 ? ERROR_LEAKS : [])].find((pattern) => pattern.test(body));
}

export interface Answer {
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: string;
}

/**
 * Everything wrong with one answer, as readable lines (empty when it is fine):
 * no 5xx, no leak, and every error under /api (and on unknown paths) is JSON with `error`.
 * The identity provider's authorize page answers its errors as an HTML page on purpose.
 */
export function problemsWith(a: Answer): string[] {
  const problems: string[] = [];
  if (a.status >= 500) problems.push(`status ${a.status}`);
  const leak = leakIn(a.body, a.status);
  if (leak) problems.push(`leaks ${leak}`);
  if (/javascript/i.test(a.contentType)) problems.push(`script answer (${a.contentType})`);
  const htmlPage = a.path.startsWith('/oauth/authorize') && /text\/html/.test(a.contentType);
  if (a.status >= 400 && !htmlPage) {
    if (!/^application\/json\b/.test(a.contentType)) problems.push(`error as ${a.contentType || 'no content type'}`);
    else if (a.method !== 'HEAD') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(a.body);
      } catch {
        problems.push('error body is not JSON');
      }
      if (parsed !== undefined && typeof (parsed as { error?: unknown } | null)?.error !== 'string') problems.push('JSON error without "error"');
    }
  }
  return problems;
}
