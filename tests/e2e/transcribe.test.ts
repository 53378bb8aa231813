import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wavFile } from '../api/media';
import { expectNoAxeViolations, openPage, url, waitForApp } from './harness';

/** What is announced right now (the drop zone keeps an empty alert region ready). */
const alertText = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ }).textContent();
const alertCount = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ }).count();

/** The wrong password is refused on purpose: those two console lines are expected. */
const expected = (p: string) => !/401/.test(p);

async function advancePoll(page: Page) {
  const polled = page.waitForResponse((r) => /\/api\/transcripts\/[\w-]+$/.test(r.url()) && r.request().method() === 'GET');
  await page.clock.runFor(3000);
  return (await polled).json() as Promise<{ status: string }>;
}

describe('the transcription tool', () => {
  it('unlocks, uploads a WAV, transcribes through the polls, copies and clears', async () => {
    const { page, problems } = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.clock.install();
    await page.goto(url('/transcribe'));
    await waitForApp(page);
    await page.getByText('up to 500MB').first().waitFor();

    // The lock: wrong, then right; a reload stays unlocked.
    await page.getByLabel('Password').fill('open sesame');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => alertText(page)).toBe('Invalid password');
    await page.getByLabel('Password').fill('letmein-transcribe');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('heading', { name: 'Your audio' }).waitFor();
    await page.reload();
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Your audio' }).waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);
    await expectNoAxeViolations(page);

    // Upload a small generated WAV: the progress reaches 100%.
    await page.locator('input[type="file"]').setInputFiles({ name: 'town-hall.wav', mimeType: 'audio/wav', buffer: wavFile(20) });
    const bar = page.getByRole('progressbar', { name: /town-hall\.wav/ });
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('100');
    await page.getByText('Uploaded', { exact: true }).waitFor();
    expect(await page.getByText('100%').isVisible()).toBe(true);

    // Transcribe with the fake clock: one poll every 3 s until completed.
    const started = page.waitForResponse((r) => r.url().endsWith('/api/transcripts') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Transcribe' }).click();
    expect((await started).status()).toBe(201);
    await page.getByRole('button', { name: 'Transcribing...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Transcribing...' }).isDisabled()).toBe(true);
    const statuses: string[] = [];
    for (let i = 0; i < 5 && statuses.at(-1) !== 'completed'; i++) statuses.push((await advancePoll(page)).status);
    expect(statuses).toEqual(['processing', 'processing', 'completed']);

    const lines = page.getByRole('list', { name: 'Transcript lines' }).getByRole('listitem');
    await lines.first().waitFor();
    const texts = await lines.allTextContents();
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/^\[00:00\] Speaker A: This is an emulated transcript\./);
    expect(texts[1]).toMatch(/^\[00:06\] Speaker B: /);
    expect(texts[2]).toMatch(/^\[00:13\] Speaker A: /);
    await expectNoAxeViolations(page);

    // Copy: the confirmation stays 2 s.
    await page.getByRole('button', { name: 'Copy transcript' }).click();
    await page.getByText('Copied to clipboard!').waitFor();
    expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toEqual(texts);
    await page.clock.runFor(2100);
    await page.getByText('Copied to clipboard!').waitFor({ state: 'detached' });

    // Download as subtitles.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download as \.srt/ }).click();
    expect((await download).suggestedFilename()).toBe('town-hall-transcript.srt');

    // Clear resets URL, file name, transcript, error and progress.
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await page.getByRole('list', { name: 'Transcript lines' }).count()).toBe(0);
    expect(await bar.count()).toBe(0);
    expect(await page.getByLabel('Audio URL').inputValue()).toBe('');
    expect(await page.getByLabel('Audio URL').isEnabled()).toBe(true);

    // No source at all: the spec's message, announced, gone after 3 s.
    await page.getByRole('button', { name: 'Transcribe' }).click();
    await expect.poll(() => alertText(page)).toBe('Please enter an audio URL or upload a file');
    await page.clock.runFor(3100);
    await expect.poll(() => alertCount(page)).toBe(0);
    expect(problems.filter(expected)).toEqual([]);
    await page.context().close();
  });

  it('refuses a file that is not audio or video, and shows the provider error for a URL it cannot fetch', async () => {
    const { page, problems } = await openPage();
    await page.clock.install();
    await page.goto(url('/transcribe'));
    await waitForApp(page);
    await page.getByLabel('Password').fill('letmein-transcribe');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('heading', { name: 'Your audio' }).waitFor();

    await page.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') });
    await expect.poll(() => alertText(page)).toBe('Please upload an audio or video file');

    await page.getByLabel('Audio URL').fill('http://127.0.0.1:9/missing.mp3');
    await page.getByRole('button', { name: 'Transcribe' }).click();
    for (let i = 0; i < 3; i++) await advancePoll(page);
    await expect
      .poll(() => alertText(page))
      .toBe('Download error, unable to download http://127.0.0.1:9/missing.mp3. Please make sure the file exists and is accessible from the internet.');
    expect(await page.getByRole('button', { name: 'Transcribe' }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
