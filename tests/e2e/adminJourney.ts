import type { Page } from 'playwright-core';
import { url, waitForApp } from './harness';

/** Signs in as the e2e backend's local admin (admin / letmein-admin) and waits for the dashboard's list. */
export async function logInAsAdmin(page: Page) {
  await page.goto(url('/admin/login'));
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password').fill('letmein-admin');
  await page.getByRole('button', { name: 'Login' }).press('Enter');
  await page.waitForURL(url('/admin'));
  await page.getByRole('list', { name: 'Statements, newest first' }).waitFor();
}
