import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CLASS_MESSAGES, type ClassView, type CreatedClass, type JoinedClass } from '../../src/contract/classes';
import { apiUrl, expectNoAxeViolations, url, waitForApp } from './harness';
import { checkProblems, currentVerdict, openCheckPage } from './check-helpers';
import { takeCheckThroughUi } from './checkTaking';
import { DAY_MS, answerReview } from './reviewJourney';

/**
 * The pupil's side of a class, in Chromium against the real server: the class is made through
 * the API (the teacher's pages are another journey), a pupil joins through /join in their own
 * browser context, takes the baseline check, and the class holds its scores; the pupil's view
 * shows them, and leaving deletes them.
 */
const MEMBERSHIP_KEY = 'sophist:class-membership:v1';

async function api<T>(path: string, init: RequestInit & { key?: string } = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.key) headers.Authorization = `Bearer ${init.key}`;
  const response = await fetch(`${apiUrl()}/api/${path}`, { ...init, headers });
  return { status: response.status, body: response.status === 204 ? (undefined as T) : ((await response.json()) as T) };
}
const createClass = async (name: string) => (await api<CreatedClass>('classes', { method: 'POST', body: JSON.stringify({ name }) })).body;
const readClass = async (made: CreatedClass) => (await api<ClassView>(`classes/${made.id}`, { key: made.teacherKey })).body;

/** Until `check` holds or `ms` pass: the browser sends in the background, so the class is read until it has it. */
async function eventually(check: () => Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Never happened');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function joinThroughPage(page: Page, path: string, nickname: string, code?: string) {
  await page.goto(url(path));
  await waitForApp(page);
  await page.getByRole('heading', { level: 1, name: 'Join your class' }).waitFor();
  if (code !== undefined) await page.getByLabel(/Class code/).fill(code);
  await page.getByLabel(/Your nickname/).fill(nickname);
  await page.getByRole('button', { name: 'Join the class' }).click();
}

describe('the classroom, pupil side', () => {
  it('joins with the teacher’s link, sends the baseline check to the class, shows it, and leaves', async () => {
    const made = await createClass('Year 9 English, set 2');
    const { page, problems } = await openCheckPage();

    // The teacher's link fills the code in, shown as the board shows it.
    await page.goto(url(`/join?code=${made.code}`));
    await waitForApp(page);
    await expect(page.getByLabel(/Class code/).inputValue()).resolves.toBe(`${made.code.slice(0, 3)}-${made.code.slice(3)}`);
    await expect(page.getByRole('heading', { name: 'What your teacher will see' }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await page.getByLabel(/Your nickname/).fill('Quiet Otter');
    await page.getByRole('button', { name: 'Join the class' }).click();
    await page.getByText('You have joined Year 9 English, set 2 as Quiet Otter.', { exact: false }).waitFor();
    // Nothing sent yet: the view says so for checks, practice and review.
    await expect(page.getByText(/^Nothing yet\./).count()).resolves.toBe(3);
    await expectNoAxeViolations(page);
    const membership = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), MEMBERSHIP_KEY);
    expect(membership).toMatchObject({ classId: made.id, nickname: 'Quiet Otter', className: 'Year 9 English, set 2' });

    // The baseline, through the UI; its scores reach the class (read with the teacher's key).
    await takeCheckThroughUi(page);
    let pupils: ClassView['pupils'] = [];
    await eventually(async () => {
      pupils = (await readClass(made)).pupils;
      return pupils[0]?.checks.length === 1;
    });
    expect(pupils).toHaveLength(1);
    expect(pupils[0]).toMatchObject({ nickname: 'Quiet Otter', practice: [], reviews: [] });
    expect(pupils[0]!.checks[0]).toMatchObject({ kind: 'baseline', fallacious: 12, sound: 12, hits: 12, falseAlarms: 0, auc: 1 });
    // The outbox is empty once the class has the record.
    await expect(page.evaluate(() => localStorage.getItem('sophist:class-outbox:v1'))).resolves.toBeNull();

    // A practice round finished offline waits in the outbox, and goes when the browser is back online.
    await page.goto(url('/check/practice'));
    await waitForApp(page);
    for (let i = 1; i <= 12; i += 1) {
      await page.getByRole('heading', { name: `Argument ${i} of 12` }).waitFor();
      await page.getByRole('button', { name: (await currentVerdict(page)) === 'sound' ? 'Sound' : 'Fallacious', exact: true }).click();
      if (i === 12) await page.context().setOffline(true);
      await page.getByRole('button', { name: i === 12 ? 'See my score' : 'Next argument' }).click();
    }
    await page.getByRole('heading', { name: 'Discernment: 100 out of 100' }).waitFor();
    await eventually(async () => (await page.evaluate(() => localStorage.getItem('sophist:class-outbox:v1'))) !== null);
    await expect(readClass(made).then((c) => c.pupils[0]!.practice)).resolves.toEqual([]);
    await page.context().setOffline(false);
    await eventually(async () => (await readClass(made)).pupils[0]!.practice.length === 1);
    expect((await readClass(made)).pupils[0]!.practice[0]).toMatchObject({ fallacious: 8, sound: 4, hits: 8, falseAlarms: 0 });
    await expect(page.evaluate(() => localStorage.getItem('sophist:class-outbox:v1'))).resolves.toBeNull();

    // The pupil's view shows exactly what the teacher read.
    await page.goto(url('/progress'));
    await waitForApp(page);
    await page.getByText('You are in Year 9 English, set 2 as Quiet Otter.').waitFor();
    await page.getByRole('link', { name: 'See what your teacher sees' }).click();
    const checks = page.getByRole('table', { name: 'Each check’s scores' });
    await checks.waitFor();
    await expect(checks.getByRole('row').count()).resolves.toBe(2);
    await expect(checks.getByRole('rowheader').textContent()).resolves.toBe('Baseline check');
    await expect(checks.getByText('12 of 12').count()).resolves.toBe(2);
    await expectNoAxeViolations(page);

    // Leaving asks first, then deletes the pupil from the class and forgets the membership.
    await page.getByRole('button', { name: 'Leave the class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave the class?' });
    await expect(dialog.textContent()).resolves.toContain('This deletes Quiet Otter and every score you sent');
    await dialog.getByRole('button', { name: 'Leave and delete my scores' }).click();
    await page.getByText('You have left Year 9 English, set 2.', { exact: false }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('status');
    await expect(readClass(made).then((c) => c.pupils)).resolves.toEqual([]);
    await expect(page.evaluate((key) => localStorage.getItem(key), MEMBERSHIP_KEY)).resolves.toBeNull();
    await expectNoAxeViolations(page);
    // Offline, the send failed without an answer (that is the point of the outbox).
    expect(checkProblems(problems, [/ERR_INTERNET_DISCONNECTED/])).toEqual([]);
  }, 120_000);

  it('shows a nickname taken, and a code that opens no class, by their fields', async () => {
    const made = await createClass('Year 8 History');
    const first = await api<JoinedClass>('classes/join', { method: 'POST', body: JSON.stringify({ code: made.code, nickname: 'Captain Doubt' }) });
    expect(first.status).toBe(201);
    const { page, problems } = await openCheckPage();

    // The same nickname but for case and a hyphen: 409, by the nickname field, which gets the focus.
    await joinThroughPage(page, `/join?code=${made.code}`, 'captain-doubt');
    const nickname = page.getByLabel(/Your nickname/);
    await page.getByText(CLASS_MESSAGES.nicknameTaken).waitFor();
    await expect(nickname.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(nickname.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Join the class' }).isEnabled()).resolves.toBe(true);
    await expectNoAxeViolations(page);

    // A code shaped right that opens no class: 404, by the code field. One shaped wrong never leaves the page.
    const code = page.getByLabel(/Class code/);
    await code.fill(made.code === 'ZZZZZZ' ? 'YYY-YYY' : 'zzz zzz');
    await nickname.fill('Quiet Otter');
    await page.getByRole('button', { name: 'Join the class' }).click();
    await page.getByText(CLASS_MESSAGES.codeUnknown).waitFor();
    await expect(code.getAttribute('aria-invalid')).resolves.toBe('true');
    await code.fill('K7M-4Q0');
    await page.getByRole('button', { name: 'Join the class' }).click();
    await page.getByText(CLASS_MESSAGES.codeInvalid).waitFor();

    // Nothing joined: the class still has its one pupil, and this browser no membership.
    await expect(readClass(made).then((c) => c.pupils.map((p) => p.nickname))).resolves.toEqual(['Captain Doubt']);
    await expect(page.evaluate((key) => localStorage.getItem(key), MEMBERSHIP_KEY)).resolves.toBeNull();
    expect(checkProblems(problems, [/^409 .*\/api\/classes\/join$/, /^404 .*\/api\/classes\/join$/, /console\.error: Failed to load resource/])).toEqual([]);
  });

  it('sends a review session’s first answers when it ends', async () => {
    const made = await createClass('Year 10 RE');
    const joined = (await api<JoinedClass>('classes/join', { method: 'POST', body: JSON.stringify({ code: made.code, nickname: 'Sceptical Newt' }) })).body;
    const now = Date.now();
    // Joined already (the journey above joins through the page), with four cards of two fallacies due.
    const deck = {
      version: 1,
      cards: ['fallacy:straw-man:spot', 'fallacy:straw-man:twin', 'fallacy:post-hoc:spot', 'fallacy:post-hoc:twin'].map((id) => ({ id, added: now - 4 * DAY_MS, due: now - DAY_MS, fsrs: null })),
      log: [],
      recent: [],
    };
    const { page, problems } = await openCheckPage(
      new Function(
        `localStorage.setItem(${JSON.stringify(MEMBERSHIP_KEY)}, ${JSON.stringify(JSON.stringify(joined))});` +
          `if (!localStorage.getItem('sophist:review:v1')) localStorage.setItem('sophist:review:v1', ${JSON.stringify(JSON.stringify(deck))});`,
      ) as () => void,
    );
    await page.goto(url('/review'));
    await waitForApp(page);
    const done = page.getByRole('heading', { name: 'Review done' });
    // All right first time but the first: that one comes back, and only first answers count.
    for (let asked = 0; asked < 8 && !(await done.isVisible()); asked += 1) {
      await page.locator('[data-card]').waitFor();
      await answerReview(page, asked !== 0);
      await page.getByRole('button', { name: /^(Next|Finish)$/ }).click();
      await Promise.race([page.locator('[data-card]').waitFor(), done.waitFor()]);
    }
    await done.waitFor();
    await eventually(async () => (await readClass(made)).pupils[0]!.reviews.length === 1);
    const [review] = (await readClass(made)).pupils[0]!.reviews;
    expect(review).toMatchObject({ answered: 4, correct: 3 });
    const perFallacy = Object.values(review!.byFallacy);
    expect(perFallacy.reduce((n, t) => n + t.answered, 0)).toBe(4);
    expect(checkProblems(problems)).toEqual([]);
  }, 120_000);
});
