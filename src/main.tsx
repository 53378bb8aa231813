import '@/theme/fonts.css';

/**
 * The app's entry: evaluates the shell in parts, one per task, then starts the page as its route
 * declares (src/app/start/page.tsx). The shell (React, Emotion, MUI's core, the app: ~135 kB gzip)
 * evaluated as one module is a task of 100–300 ms on a slow phone; vite.config.ts splits it into
 * these chunks, and the page's boot list preloads them all, so they arrive together and only their
 * evaluation is spread out. Imports nothing else statically: what it imported would be evaluated
 * with it, in one task. The page's start script (src/boot/loader.ts, or a reading page's
 * src/app/start/readingPage.ts) adds this module after the first paint.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// One export of each part, named, so the rest of its module can still be tree-shaken.
const parts = [
  () => import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
  () => import('@mui/material/styles').then(({ createTheme }) => createTheme),
];
for (const part of parts) {
  await part();
  await nextTask();
}
const { startPage } = await import('@/app/start/page');
startPage();
