import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HEADERS_FILE, inlineScriptHashesIn, parseHeadersFile } from '../../scripts/securityHeaders';
import { CONSENT_KEY } from '../../src/app/consent';
import { WORKER_THRESHOLD_CHARS } from '../../src/features/parser/logic';
import { wavFile } from '../api/media';
import { card, openArgumentPage, pressEnter, slot, startGame } from './argumentJourney';
import { answerDetective, answerFallacyGame, backendData, gotoPaused, openGamePage, START_TIME, startDetective, startFallacyGame, tick } from './fallacyGamesJourney';
import { openPage, url, waitForApp } from './harness';
import { answerReview, DAY_MS, storedDeck } from './reviewJourney';
import { answerFor, options, positionText } from './rhetoricJourney';

/**
 * The security headers and the Content-Security-Policy under the real server (scripts/serve.mjs,
 * which every journey runs on): every response carries the headers, the policy blocks and reports
 * what was not built into the page, and nothing the site itself does is blocked. Every journey's
 * page also records each `securitypolicyviolation` as a problem (harness.ts), so the every-route
 * journey sees zero on every prerendered page and each game's own journeys on each of its screens.
 */
const dist = path.resolve(import.meta.dirname, '../../dist');
const { static: staticPaths } = JSON.parse(readFileSync(path.join(dist, '_routes.json'), 'utf8')) as { static: string[] };
const built = parseHeadersFile(readFileSync(path.join(dist, HEADERS_FILE), 'utf8'));
const { 'Strict-Transport-Security': hsts, ...siteHeaders } = built;

/** A policy's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map((policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));
}

/** What is wrong with the headers of a response, given the set it should carry ([] when right). */
const REQUIRED = ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy', 'X-Frame-Options'];
function headerProblems(where: string, headers: Headers, expected: Record<string, string>): string[] {
  const missing = REQUIRED.filter((name) => !headers.get(name)).map((name) => `${where}: no ${name}`);
  const problems = Object.entries(expected)
    .filter(([name, value]) => headers.get(name) !== value)
    .map(([name]) => `${where}: ${name} is ${JSON.stringify(headers.get(name))}`);
  const scriptSrc = directives(headers.get('content-security-policy')).get('script-src') ?? [];
  if (scriptSrc.some((source) => /unsafe/.test(source))) problems.push(`${where}: script-src allows ${scriptSrc.join(' ')}`);
  if (headers.get('strict-transport-security')) problems.push(`${where}: HSTS over plain http`);
  return [...missing, ...problems];
}

describe('the security headers', () => {
  it('the built policy: inline scripts by hash only, nothing unsafe for scripts, no plugins, no base, no framing', () => {
    const policy = directives(siteHeaders['Content-Security-Policy'] ?? '');
    expect(policy.get('script-src')).toEqual(["'self'", ...inlineScriptHashesIn(dist)]);
    expect(policy.get('script-src')!.length).toBeGreaterThan(1);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]); // no provider is configured for the journeys' build
    expect(siteHeaders).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(siteHeaders['Permissions-Policy']).toContain(`${feature}=()`);
    // For static hosts, which serve HTTPS: the server itself sends it over HTTPS only.
    expect(hsts).toMatch(/^max-age=\d{7,}/);
  });

  it('every prerendered route, the other pages, assets, /api answers and /storybook/ carry them', async () => {
    const asset = readdirAssets()[0]!;
    const site = [...staticPaths, '/profile', '/no-such-page', '/sw.js', '/manifest.webmanifest', '/robots.txt', `/assets/${asset}`];
    const api = ['/api/health', '/api/fallacies', '/api/statements?_limit=1', '/api/no-such-thing'];
    const problems: string[] = [];
    for (const where of [...site, ...api]) {
      const res = await fetch(url(where), { redirect: 'manual' });
      problems.push(...headerProblems(where, res.headers, siteHeaders));
      if (where.startsWith('/api/')) expect(res.headers.get('content-type'), where).toMatch(/^application\/json/);
    }
    // A write the backend refuses is an /api answer too.
    const refused = await fetch(url('/api/statements'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    problems.push(...headerProblems('POST /api/statements', refused.headers, siteHeaders));

    // Storybook's manager frames its own preview: same-origin framing there, and only there.
    const storybook = { ...siteHeaders, 'X-Frame-Options': 'SAMEORIGIN' };
    delete (storybook as Record<string, string>)['Content-Security-Policy'];
    for (const where of ['/storybook/', '/storybook/iframe.html', '/storybook']) {
      const res = await fetch(url(where), { redirect: 'manual' });
      problems.push(...headerProblems(where, res.headers, storybook));
      const policy = directives(res.headers.get('content-security-policy'));
      expect(policy.get('frame-ancestors'), where).toEqual(["'self'"]);
      expect(policy.get('object-src'), where).toEqual(["'none'"]);
      expect(policy.get('base-uri'), where).toEqual(["'none'"]);
    }
    expect(problems).toEqual([]);
  });

  // Only where the static Storybook is built (`npm start` builds it; `npm test` does not: a few minutes).
  const storybookBuilt = existsSync(path.resolve(dist, '../storybook-static/index.html'));
  it.skipIf(!storybookBuilt)('the built Storybook runs a story in its frame under its own policy, with nothing blocked', async () => {
    const { page, violations } = await openPage();
    await page.goto(url('/storybook/?path=/story/features-contact-botcheck--ready'));
    // The story's play ticks ALTCHA's box: its workers run inside Storybook's frame.
    await page.frameLocator('iframe[title="storybook-preview-iframe"]').getByText('Verified').waitFor({ timeout: 30_000 });
    expect(violations).toEqual([]);
  });
});

function readdirAssets(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return Object.values(manifest).map((chunk) => chunk.file.replace(/^assets\//, ''));
}

describe('the Content-Security-Policy at work', () => {
  it('blocks and reports an inline script and an event-handler attribute injected into a page, and the page still starts', async () => {
    const { page, problems, violations } = await openPage();
    // As if an editor's text had slipped into the HTML unescaped: served with the real server's headers.
    await page.route(url('/about'), async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '</body>',
        '<script>window.injected = "script"</script><img src="/favicon.svg" alt="" onload="window.injected = \'handler\'"></body>',
      );
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ response, body, headers });
    });
    await page.goto(url('/about'));
    await waitForApp(page);
    await expect.poll(() => violations.length).toBe(2);
    expect(violations.sort()).toEqual(['script-src-attr blocked inline', 'script-src-elem blocked inline']);
    expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
    // The browser says so in the console as well; nothing else went wrong.
    expect(problems.filter((p) => !p.startsWith('csp: ') && !/^console\.error: Executing inline (script|event handler) violates the following Content Security Policy directive/.test(p)).filter((p) => !/Service Worker registration blocked/.test(p))).toEqual([]);
  });
});

/** The cookie choice made, so its banner stays out of the way. */
async function consentGiven(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ value: 'declined', at: '2025-06-15T12:00:00.000Z' })), CONSENT_KEY);
}

describe('one answer in each game and each tool, with nothing blocked', () => {
  it('the Detective, Fallacy Identification, the review three days on, and the progress page', async () => {
    const data = await backendData();
    const { page, violations } = await openGamePage();
    await gotoPaused(page, '/logical-fallacy-game');
    await startDetective(page);
    await answerDetective(page, data, true);
    await gotoPaused(page, '/games/fallacy-identification');
    await startFallacyGame(page);
    await answerFallacyGame(page, data, true);
    // The review's bookkeeping waits for idle time (at most a second); its cards are due in three days.
    await tick(page, 1000);
    await expect.poll(async () => (await storedDeck(page))?.cards.length ?? 0).toBeGreaterThan(0);
    await page.clock.resume();
    await page.clock.setSystemTime(START_TIME.getTime() + 3 * DAY_MS);
    await page.goto(url('/review'));
    await waitForApp(page);
    await page.locator('[data-card]').waitFor();
    await answerReview(page, true);

    await page.goto(url('/progress'));
    await waitForApp(page);
    await page.getByRole('table', { name: 'Fallacies' }).waitFor();
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export progress' }).click()]);
    expect(violations).toEqual([]);
  });

  it('the Sophist Game and the Rhetoric Analysis Challenge', async () => {
    const { page, violations } = await openPage();
    await consentGiven(page);
    await page.goto(url('/rhetoricgame'));
    await waitForApp(page);
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByText(positionText(0, 0)).waitFor();
    await options(page).getByRole('button', { name: answerFor(0, 0), exact: true }).click();
    await page.getByRole('dialog', { name: 'Correct!' }).waitFor();

    await page.goto(url('/games/rhetoric-analysis'));
    await waitForApp(page);
    await page.getByRole('button', { name: /\(not found yet\)$/ }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as Found' }).click();
    await page.getByRole('button', { name: /\(found\)$/ }).first().waitFor();
    expect(violations).toEqual([]);
  });

  it('the Argument game and the Check', async () => {
    const { page, violations } = await openArgumentPage();
    await startGame(page);
    await pressEnter(card(page, 'Premises', 'Ethos'));
    await expect.poll(() => slot(page, 'Premise').getAttribute('data-state')).toBe('filled');

    await page.clock.resume();
    await page.goto(url('/check'));
    await waitForApp(page);
    await page.getByRole('button', { name: 'Take the baseline check' }).click();
    await page.getByRole('heading', { name: 'Argument 1 of 24' }).waitFor();
    await page.getByLabel('Probably sound', { exact: true }).check();
    await page.getByRole('button', { name: 'Next argument' }).click();
    await page.getByRole('heading', { name: 'Argument 2 of 24' }).waitFor();
    expect(violations).toEqual([]);
  });

  it('the chalkboard, the parser (its worker), the contact form (the bot check’s workers) and the transcription tool', async () => {
    const { page, violations } = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await consentGiven(page);
    await page.goto(url('/chalkboard'));
    await waitForApp(page);
    const board = page.getByRole('img', { name: 'Your chalkboard: empty' });
    await board.scrollIntoViewIfNeeded();
    const box = (await board.boundingBox())!;
    await page.mouse.move(box.x + 50, box.y + 50);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 120, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('img', { name: 'Your chalkboard: 1 chalk stroke' }).waitFor();

    await page.goto(url('/parse'));
    await waitForApp(page);
    // Past WORKER_THRESHOLD_CHARS, so the parse runs in the parser's worker.
    await page.getByLabel('Text to parse').fill('One claim. Another claim! '.repeat(Math.ceil(WORKER_THRESHOLD_CHARS / 20)));
    await page.getByRole('button', { name: 'Parse Text' }).click();
    await expect.poll(() => page.getByLabel('Parsed text').inputValue(), { timeout: 30_000 }).toMatch(/^One claim\.\nAnother claim/);

    await page.goto(url('/contact'));
    await waitForApp(page);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('The policy lets the proof of work run in its workers.');
    await page.getByText("I'm not a robot").click();
    await page.getByText('Verified').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Thank You' }).waitFor();

    await page.goto(url('/transcribe'));
    await waitForApp(page);
    await page.getByLabel('Password').fill('letmein-transcribe');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'town-hall.wav', mimeType: 'audio/wav', buffer: wavFile(20) });
    // The file is sent when Transcribe is pressed, not when it is picked.
    await page.getByText(/^Ready \(.+\)\. It is sent when you press Transcribe\.$/).waitFor();
    const started = page.waitForResponse((r) => r.url().endsWith('/api/transcripts') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Transcribe' }).click();
    expect((await started).status()).toBe(201);
    expect(violations).toEqual([]);
  });
});
