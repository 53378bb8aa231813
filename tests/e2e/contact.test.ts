import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { READY_ATTRIBUTES } from '../../src/boot/protocol';
import { expectNoAxeViolations, openPage, url, waitForApp } from './harness';

const MESSAGE = 'Your fallacy list is missing the fallacy fallacy: a bad argument does not make its conclusion false.';

async function fill(page: Page) {
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill(MESSAGE);
}

/** Ticks the ALTCHA box and waits for the proof of work to finish. */
async function solveBotCheck(page: Page) {
  await page.getByText("I'm not a robot").click();
  await page.getByText('Verified').waitFor({ timeout: 30_000 });
}

/** Send is marked unavailable (aria-disabled) until the bot check is done; it can still be pressed. */
const send = (page: Page) => page.getByRole('button', { name: 'Send' }).click({ force: true });

describe('the contact form', () => {
  it('asks for the bot check, then sends and says Thank You', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/contact'));
    await waitForApp(page);
    await page.getByText("I'm not a robot").waitFor();
    await expectNoAxeViolations(page);

    // Nothing filled in: every field says what it needs (once the form's schema has loaded: on a
    // busy machine a press can come before the idle time that fetches it).
    await send(page);
    await expect.poll(() => page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await fill(page);
    expect(await page.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBe('true');
    await send(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please complete the CAPTCHA verification');

    await solveBotCheck(page);
    await expect.poll(() => page.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBeNull();
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1.0/email/send'));
    await send(page);
    expect((await sent).status()).toBe(200);
    await page.getByRole('heading', { name: 'Thank You' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    await page.getByText("I'm not a robot").waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps what was typed before the page had started: the form sends it, not empty fields', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/contact'));
    await page.waitForLoadState('networkidle');
    // The page starts at the first intent (src/app/start/appPage.ts): the typing comes first.
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), READY_ATTRIBUTES.script)).toBe(false);
    await fill(page);
    await waitForApp(page);
    await send(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please complete the CAPTCHA verification');
    for (const field of ['Name', 'Email', 'Message']) expect(await page.getByLabel(field).getAttribute('aria-invalid')).toBe('false');
    expect(await page.getByLabel('Message').inputValue()).toBe(MESSAGE);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps every word the visitor typed when the send fails', async () => {
    const { page, problems } = await openPage();
    await page.route('**/api/v1.0/email/send', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }));
    const logged: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && logged.push(msg.text()));
    await page.goto(url('/contact'));
    await waitForApp(page);
    await fill(page);
    await solveBotCheck(page);
    await send(page);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Failed to send message. Please try again or contact us on a social network.');
    expect(await page.getByLabel('Name').inputValue()).toBe('Ada Lovelace');
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.com');
    expect(await page.getByLabel('Message').inputValue()).toBe(MESSAGE);
    // The used bot check is replaced by a fresh one, and the failure was logged.
    await page.getByText("I'm not a robot").waitFor();
    expect(logged.some((l) => l.includes('[contact] Failed to send the message'))).toBe(true);
    expect(problems.filter((p) => !/503|Failed to send the message/.test(p))).toEqual([]);
    await page.context().close();
  });
});
