import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { bootManifestIn } from '@/boot/protocol';
import { getTheme } from '@/theme/theme';
import type { AppRoute } from '../routes';
import { nextTask } from './tasks';

/**
 * How a prerendered game or tool page starts: the whole page is hydrated (start 'whole' in the
 * route table), in short tasks, so a tap never waits behind one long one. The shell was evaluated
 * in the task before; then the screen's chunks one by one, the theme, and the hydration, which
 * yields every few milliseconds.
 */

/**
 * Evaluates the chunks of this page's screen (the list its HTML came with, src/boot/protocol.ts)
 * one per task, dependencies first: a game screen brings Redux Toolkit, the API client and its
 * schemas, and evaluating them all at once is a long task.
 */
async function evaluateScreenChunks() {
  for (const href of [...bootManifestIn(document).preload].reverse()) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
}

export async function hydrateWholePage(rootEl: HTMLElement, app: ReactNode, route: AppRoute | undefined): Promise<void> {
  await evaluateScreenChunks();
  await route?.page.preload();
  await nextTask();
  getTheme();
  await nextTask();
  // In a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page (no long task a tap would wait behind).
  startTransition(() => {
    hydrateRoot(rootEl, app);
  });
}
