import { chromium } from 'playwright-core';
import { discernmentPairs } from './src/content/discernment';
import { addCards } from './src/lib/review/logic';
import { emptyReviewData } from './src/lib/review/model';
import { scheduleReview } from './src/lib/review/scheduler';

const base = process.argv[2]!;
const DAY = 86400000;
const now = Date.now();
let review = addCards(emptyReviewData(), ['fallacy:ad-hominem:spot', 'fallacy:ad-hominem:twin', 'fallacy:straw-man:spot', 'fallacy:straw-man:twin', 'fallacy:post-hoc:spot', 'device:Hyperbole', 'device:Anaphora'], now - 30 * DAY);
review = { ...review, cards: review.cards.map((c, i) => (i % 3 === 2 ? c : scheduleReview(c, i % 2 ? 'again' : 'good', now - (4 + i * 3) * DAY))) };
const rate = (v: string, i: number) => (v === 'fallacious' ? ([6, 5, 4, 3, 5, 6][i % 6] as number) : ([1, 2, 3, 4, 2, 1][i % 6] as number));
const items = discernmentPairs.slice(0, 24).flatMap((p, i) => (i % 2 ? [p.fallacious] : [p.sound]));
const answers = (shift: number) => items.map((it, i) => ({ itemId: it.id, verdict: it.verdict, fallacyId: it.fallacyId, rating: rate(it.verdict, i + shift) }));
const check = { version: 1, seed: 1, practice: [], checks: [
  { kind: 'baseline', form: 0, completedAt: now - 20 * DAY, answers: answers(0) },
  { kind: 'after-practice', form: 1, completedAt: now - 18 * DAY, answers: answers(1) },
  { kind: 'delayed', form: 0, completedAt: now - 10 * DAY, answers: answers(2) },
] };
const activity = { version: 1, games: { detective: { sittings: 3, answers: 21, last: now - 5 * DAY }, 'rhetoric-quiz': { sittings: 1, answers: 9, last: now - 4 * DAY } }, lessons: { 'ad-hominem': now - 30 * DAY } };

const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h, tag] of [[1280, 800, 'wide'], [390, 844, 'phone']] as const) {
  const ctx = await b.newContext({ viewport: { width: w, height: h } });
  const p = await ctx.newPage();
  p.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.log('console', m.type(), m.text()));
  await p.goto(`${base}/`);
  await p.evaluate(({ r, c, a }) => { localStorage.setItem('sophist:review:v1', r); localStorage.setItem('sophist:check:v1', c); localStorage.setItem('sophist:activity:v1', a); localStorage.setItem('sophist.cookieConsent.v1', JSON.stringify({ value: 'declined', at: new Date().toISOString() })); },
    { r: JSON.stringify(review), c: JSON.stringify(check), a: JSON.stringify(activity) });
  await p.goto(`${base}/progress`); await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/shot-progress-${tag}.png`, fullPage: true });
  console.log(await p.evaluate(() => { const svg = document.querySelector('[role="img"]'); return svg ? [...svg.querySelectorAll('path, line, circle')].map((x) => `${x.getAttribute('class')} d=${(x.getAttribute('d') ?? '').slice(0, 50)} stroke=${getComputedStyle(x).stroke} ${getComputedStyle(x).strokeWidth}`).join('\n') : 'no svg'; }));
  if (process.env.ONLY_PROGRESS) { await ctx.close(); continue; }
  await p.goto(`${base}/review`); await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/shot-review-${tag}.png`, fullPage: true });
  await p.getByRole('group', { name: 'Your answer' }).getByRole('button').first().click();
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/shot-review-answered-${tag}.png`, fullPage: true });
  await p.goto(`${base}/games`); await p.waitForTimeout(1500);
  await p.locator('[data-testid="review-offer"]').screenshot({ path: `/tmp/shot-offer-${tag}.png` });
  await ctx.close();
}
await b.close();
