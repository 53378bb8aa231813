import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreatedClass, JoinedClass } from '../../src/contract/classes';
import { CSV_HEADERS } from '../../src/features/classroom/classView';
import { sampleCheck, type CheckSpec } from '../../src/features/classroom/sampleClass';
import { expectNoAxeViolations, openPage, url, waitForApp } from './harness';

/**
 * The teacher's side of a class, in Chromium on the real server: create a class, pupils join and
 * send checks, the teacher reads the class, downloads the CSV, a pupil leaves, the class goes.
 * The pupils act through the API in small functions below; the `pupil` branch's pages will take
 * their place.
 */

const NOW = Date.now();
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();

async function api<T>(method: string, path: string, { body, key }: { body?: unknown; key?: string } = {}): Promise<{ status: number; json: T }> {
  const res = await fetch(url(`/api${path}`), {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(key ? { Authorization: `Bearer ${key}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
}

// ---- The pupils' steps (through the API for now) -----------------------------------------------

/** A pupil joins with the code from the board and a nickname. */
async function pupilJoins(code: string, nickname: string): Promise<JoinedClass> {
  const r = await api<JoinedClass>('POST', '/classes/join', { body: { code, nickname } });
  expect(r.status, `${nickname} joins`).toBe(201);
  return r.json;
}

/** A pupil's browser sends one finished check. */
async function pupilSendsCheck(pupil: JoinedClass, id: string, spec: CheckSpec) {
  const r = await api('POST', `/pupils/${pupil.pupilId}/records`, { body: sampleCheck(id, spec), key: pupil.pupilSecret });
  expect(r.status, `${pupil.nickname} sends ${spec.kind}`).toBe(201);
}

/** A pupil takes the baseline and, after the lessons, the post check. */
async function pupilTakesBothChecks(pupil: JoinedClass, before: number, after: number, c: [number, number] = [0, -0.1]) {
  const tag = pupil.pupilId.slice(0, 8);
  await pupilSendsCheck(pupil, `base-${tag}`, { kind: 'baseline', at: at(90), auc: before, c: c[0], missed: ['straw-man', 'red-herring'], overCalled: ['appeal-to-authority'] });
  await pupilSendsCheck(pupil, `post-${tag}`, { kind: 'post', at: at(20), auc: after, c: c[1], missed: ['red-herring'], confusions: [{ actual: 'tu-quoque', chosen: 'ad-hominem', count: 1 }] });
}

/** A pupil leaves the class, which deletes their records. */
async function pupilLeaves(pupil: JoinedClass) {
  expect((await api('DELETE', `/pupils/${pupil.pupilId}`, { key: pupil.pupilSecret })).status).toBe(204);
}

// ---- The teacher's steps -----------------------------------------------------------------------

async function openTeacherPage() {
  const tracked = await openPage({ acceptDownloads: true });
  await tracked.page.clock.install({ time: NOW });
  return tracked;
}

/** The rows of the "Checks taken" table, by nickname. */
const rosterNames = (page: Page) => page.getByRole('table', { name: /Checks taken, by nickname/ }).locator('tbody th').allInnerTexts();

describe('the classroom, teacher side', () => {
  it('creates a class, sees three pupils’ checks, their spread and changes, downloads the CSV, sees a pupil leave, and deletes the class', async () => {
    const { page, problems } = await openTeacherPage();
    await page.goto(url('/teach'));
    await waitForApp(page);
    // Before creation: the key is shown once, and the name is nothing personal.
    await page.getByText('Before you press the button: the teacher key is shown once.').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Class name' }).fill('Year 9 English, set 2');
    await page.getByRole('button', { name: 'Create a class' }).click();

    // After creation: the code for the board, the teacher link with the key in its fragment, and focus on the new heading.
    const ready = page.getByRole('heading', { name: 'Your class is ready' });
    await ready.waitFor();
    await expect.poll(() => ready.evaluate((h) => h === document.activeElement)).toBe(true);
    const shownCode = (await page.getByLabel(/^Class code /).innerText()).trim();
    expect(shownCode).toMatch(/^[A-HJ-NP-Z2-9]{3}-[A-HJ-NP-Z2-9]{3}$/);
    const link = await page.getByRole('textbox', { name: 'Teacher link' }).inputValue();
    expect(link).toMatch(/\/teach\/class\/[0-9a-f-]{36}#key=[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page);

    // Three pupils join with the code as written on the board, and take both checks.
    const pupils = [await pupilJoins(shownCode, 'Captain Logic'), await pupilJoins(shownCode.toLowerCase(), 'Moonpie'), await pupilJoins(shownCode, 'Zebra Queen')];
    await pupilTakesBothChecks(pupils[0]!, 0.58, 0.79);
    await pupilTakesBothChecks(pupils[1]!, 0.55, 0.72);
    await pupilTakesBothChecks(pupils[2]!, 0.62, 0.7, [0.1, -0.5]);

    // The teacher opens the class: all three, the spread, and with three pupils each one's own change only.
    await page.getByRole('link', { name: 'Open the class' }).click();
    await page.getByRole('heading', { level: 1, name: 'Year 9 English, set 2' }).waitFor();
    expect(await rosterNames(page)).toEqual(['Captain Logic', 'Moonpie', 'Zebra Queen']);
    await page.getByText('Baseline: 3 of 3 · Post: 3 of 3 · Delayed: 0 of 3').waitFor();
    await page.getByText(/3 pupils have both a baseline and a post check: under 5, too few for a class average/).waitFor();
    const own = page.getByRole('table', { name: /Each pupil’s own change/ });
    expect(await own.getByRole('row', { name: /Captain Logic/ }).getByRole('cell').first().innerText()).toBe('+21');
    const discTable = page.getByRole('table', { name: 'Discernment: pupils in each band' });
    expect(await discTable.getByRole('row', { name: /70–79/ }).getByRole('cell').allInnerTexts()).toEqual(['0', '3']);
    await page.getByRole('table', { name: 'Bias: pupils in each band' }).waitFor();
    await page.getByRole('img', { name: /Bar chart of discernment/ }).locator('svg').first().waitFor();
    await page.getByRole('table', { name: /Missed · over-called, by pupil and fallacy/ }).waitFor();
    await expectNoAxeViolations(page);

    // The CSV: one row per pupil per check, headers in words.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the results (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^sophist-class-${shownCode.replace('-', '')}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const lines = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADERS.map((h) => (h.includes(',') ? `"${h}"` : h)).join(','));
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
      'Captain Logic,Baseline',
      'Captain Logic,Post',
      'Moonpie,Baseline',
      'Moonpie,Post',
      'Zebra Queen,Baseline',
      'Zebra Queen,Post',
    ]);
    expect(lines[2]!.split(',')[3]).toBe('79');

    // One pupil leaves: gone from the teacher's view on reload.
    await pupilLeaves(pupils[1]!);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Year 9 English, set 2' }).waitFor();
    expect(await rosterNames(page)).toEqual(['Captain Logic', 'Zebra Queen']);

    // Delete: a dialog naming what goes, then the class is gone, forgotten here, and its code joins nothing.
    await page.getByRole('button', { name: 'Delete this class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Year 9 English, set 2”?' });
    await dialog.getByText(/all 2 pupils with every check/).waitFor();
    await dialog.getByRole('button', { name: 'Delete the class and all its records' }).click();
    const gone = page.getByRole('heading', { name: 'Class deleted' });
    await gone.waitFor();
    // The dialog and the page it was on are gone: the focus goes to what replaced them, never to the body.
    await expect.poll(() => gone.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('sophist:classes:teacher:v1'))).toBe('{"version":1,"classes":[]}');
    const late = await api<{ error: string }>('POST', '/classes/join', { body: { code: shownCode, nickname: 'Late Larry' } });
    expect(late.status).toBe(404);
    await page.goto(url('/teach'));
    await page.getByText('This browser keeps no class yet.', { exact: false }).waitFor();
    expect(problems).toEqual([]);

    // The saved teacher link now opens nothing, and the page says why (deleted, expired or wrong key look alike on purpose).
    await page.goto(link);
    await page.getByText('This key does not open a class').waitFor();
    await expectNoAxeViolations(page);
    expect(problems.filter((p) => !/^403 .*\/api\/classes\//.test(p) && !p.includes('status of 403'))).toEqual([]);
  });

  it('with five pupils, opens from the teacher link in another browser and shows the class’s change with its interval', async () => {
    const created = await api<CreatedClass>('POST', '/classes', { body: { name: 'Year 12 Critical Thinking' } });
    expect(created.status).toBe(201);
    const cls = created.json;
    const gains: [number, number][] = [[0.58, 0.79], [0.62, 0.7], [0.55, 0.72], [0.66, 0.81], [0.6, 0.74]];
    for (const [i, [before, after]] of gains.entries()) await pupilTakesBothChecks(await pupilJoins(cls.code, `Pupil ${i + 1}`), before, after);

    // A browser that never saw the class has no key for it...
    const { page, problems } = await openTeacherPage();
    await page.goto(url(`/teach/class/${cls.id}`));
    await page.getByText('This browser has no key for this class').waitFor();
    await expectNoAxeViolations(page);

    // ...until the teacher link is opened there: the key leaves the address bar and stays in this browser.
    // The first try finds no network, and says so; Try again opens the class.
    await page.route('**/api/classes/**', (route) => route.abort('internetdisconnected'));
    await page.goto(url(`/teach/class/${cls.id}#key=${cls.teacherKey}`));
    await page.getByText('The class could not be reached').waitFor();
    expect(page.url()).not.toContain('#key=');
    await page.unroute('**/api/classes/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Year 12 Critical Thinking' }).waitFor();
    await page.getByText('sharper', { exact: true }).waitFor();
    const change = page.getByRole('table', { name: /The class’s change, baseline to post \(5 pupils with both\)/ });
    const disc = await change.getByRole('row', { name: /Discernment/ }).getByRole('cell').allInnerTexts();
    expect(disc[0]).toBe('+15');
    expect(disc[1]).toMatch(/^\+\d+ to \+\d+$/);
    await expectNoAxeViolations(page);

    // The later check is the teacher's choice: nobody has a delayed one yet.
    await page.getByRole('radio', { name: /the delayed check/ }).check();
    await page.getByText('No pupil has both a baseline and a delayed check yet', { exact: false }).waitFor();

    // Kept in this browser: a reload without the link still opens it.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Year 12 Critical Thinking' }).waitFor();
    // Only the request the journey cut off may have complained.
    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
