import { defineConfig } from 'vite';

/** Bundles src/sw.ts on its own; scripts/prerender.ts then injects the precache manifest into it. */
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-sw',
    emptyOutDir: true,
    target: 'es2022',
    lib: { entry: 'src/sw.ts', formats: ['iife'], name: 'sophistServiceWorker', fileName: () => 'sw.js' },
  },
});
