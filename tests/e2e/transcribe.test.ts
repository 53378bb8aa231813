import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_URL_MESSAGES } from '../../src/contract/transcripts';
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

/** Somewhere the audio might be (the network is closed): a 404 and a web page, served locally. */
let web: Server;
let webUrl: string;
beforeAll(async () => {
  web = createServer((req, res) => {
    if (req.url === '/page.html') return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<p>a page</p>');
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});
afterAll(async () => {
  web.closeAllConnections();
  await new Promise((resolve) => web.close(resolve));
});

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

    // Picking a file sends nothing: it waits for Transcribe.
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/get-upload-url')) uploads++;
    });
    await page.locator('input[type="file"]').setInputFiles({ name: 'town-hall.wav', mimeType: 'audio/wav', buffer: wavFile(20) });
    await page.getByText(/^Ready \(.+\)\. It is sent when you press Transcribe\.$/).waitFor();
    expect(uploads).toBe(0);
    const bar = page.getByRole('progressbar', { name: /town-hall\.wav/ });
    expect(await bar.count()).toBe(0);

    // An upload that hangs can be cancelled: the file stays chosen and the form usable.
    await page.route('**/api/get-upload-url', () => {});
    await page.getByRole('button', { name: 'Transcribe' }).click();
    await page.getByText(/^Uploading\.\.\./).waitFor();
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect.poll(() => alertText(page)).toMatch(/^Upload cancelled\. The file is still chosen/);
    expect(await page.getByRole('button', { name: 'Transcribe' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel upload' }).count()).toBe(0);
    await page.unroute('**/api/get-upload-url');

    // Transcribe with the fake clock: one poll every 3 s until completed.
    // Transcribe sends the file (its progress reaches 100%), then asks for the transcript.
    const started = page.waitForResponse((r) => r.url().endsWith('/api/transcripts') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Transcribe' }).click();
    expect((await started).status()).toBe(201);
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await page.getByText('Uploaded', { exact: true }).waitFor();
    expect(await page.getByText('100%').isVisible()).toBe(true);
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

  it('refuses a file that is not audio or video, and a 404, non-audio or unreachable URL within 2 s with its own message', async () => {
    const { page, problems } = await openPage();
    await page.clock.install();
    await page.goto(url('/transcribe'));
    await waitForApp(page);
    await page.getByLabel('Password').fill('letmein-transcribe');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('heading', { name: 'Your audio' }).waitFor();

    await page.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') });
    await expect.poll(() => alertText(page)).toBe('Please upload an audio or video file');

    // A URL answering 404, a web page, an address where nothing answers: each refused within 2 s, saying which.
    const cases: [string, string][] = [
      [`${webUrl}/interview.mp3`, AUDIO_URL_MESSAGES.status(404, 'Not Found')],
      [`${webUrl}/page.html`, AUDIO_URL_MESSAGES.notAudio('text/html')],
      ['http://127.0.0.1:9/missing.mp3', AUDIO_URL_MESSAGES.unreachable('127.0.0.1:9')],
    ];
    for (const [audioUrl, message] of cases) {
      await page.getByLabel('Audio URL').fill(audioUrl);
      const began = Date.now();
      await page.getByRole('button', { name: 'Transcribe' }).click();
      await expect.poll(() => alertText(page), { interval: 25 }).toBe(message);
      expect(Date.now() - began).toBeLessThan(2000);
      expect(await page.getByRole('button', { name: 'Transcribe' }).isEnabled()).toBe(true);
      await page.clock.runFor(3100); // the message clears itself
      await expect.poll(() => alertCount(page)).toBe(0);
    }
    expect(AUDIO_URL_MESSAGES.status(404, 'Not Found')).toContain('HTTP 404');
    await expectNoAxeViolations(page);
    // The refusals are 422s on purpose.
    expect(problems.filter((p) => !/\b422\b/.test(p))).toEqual([]);
    await page.context().close();
  });
});
