import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers and the content-page budget are lint rules (eslint.config.js, eslint/importZones.js).
 * Each fixture below is linted with the project's own config as if it sat at `file`, and must
 * fail (or pass) for the stated reason: a rule that stops reporting fails this test.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;
// The first lint loads the parser and the whole config: done here, with time to spare on a busy
// machine, so no single case below pays for it.
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText('export {};\n', { filePath: path.join(ROOT, 'src/lib/warm-up.ts') });
}, 120_000);

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const ZONES = 'sophist/import-zones';
const BUDGET = 'no-restricted-imports';

describe('forbidden imports fail lint', () => {
  const cases: [string, string, string, string][] = [
    ['a feature imports another by alias', 'src/features/detective/fixture.ts', "import { parseText as x } from '@/features/parser/logic';", ZONES],
    ['a feature imports another by relative path', 'src/features/detective/components/fixture.tsx', "import { parseText as x } from '../../parser/logic';", ZONES],
    ['a component imports the app shell', 'src/components/layout/fixture.tsx', "import { useAppSelector as x } from '@/app/hooks';", ZONES],
    ['a component imports a feature by relative path', 'src/components/game/fixture.ts', "import { ROUNDS as x } from '../../features/detective/logic';", ZONES],
    ['lib imports a feature', 'src/lib/fixture.ts', "import { ROUNDS as x } from '@/features/detective/logic';", ZONES],
    ['content imports the app shell', 'src/content/fixture.ts', "import { routes as x } from '@/app/routes';", ZONES],
    ['theme imports a feature', 'src/theme/fixture.ts', "import { ROUNDS as x } from '@/features/detective/logic';", ZONES],
    ['mock-api imports a feature', 'mock-api/routes/fixture.ts', "import { parseText as x } from '../../src/features/parser/logic';", ZONES],
    ['mock-api imports src outside the contract', 'mock-api/fixture.ts', "import { paths as x } from '../src/config/paths';", ZONES],
    ['the contract imports the rest of src', 'src/contract/fixture.ts', "import { paths as x } from '@/config/paths';", ZONES],
    ['the contract imports the backend', 'src/contract/fixture.ts', "import { SEED_DIR as x } from '../../mock-api/db';", ZONES],
    ['the boot protocol imports the rest of src', 'src/boot/fixture.ts', "import { paths as x } from '@/config/paths';", ZONES],
    ['browser code imports the backend', 'src/services/fixture.ts', "import { createApp as x } from '../../mock-api/app';", ZONES],
    // Every layer of LAYERS (eslint/importZones.js) fails on a layer it may not import.
    ['the shell imports the backend', 'src/app/fixture.ts', "import { createApp as x } from '../../mock-api/app';", ZONES],
    ['a feature imports a reading page', 'src/features/detective/fixture.ts', "import x from '@/pages/HomePage';", ZONES],
    ['a reading page imports the app shell', 'src/pages/articles/fixture.tsx', "import { routes as x } from '@/app/routes';", ZONES],
    ['a reading page imports a feature', 'src/pages/fixture.ts', "import { ROUNDS as x } from '@/features/detective/logic';", ZONES],
    ['a reading page imports the api', 'src/pages/lessons/fixture.ts', "import { api as x } from '@/services/api';", ZONES],
    ['services import the app shell', 'src/services/fixture.ts', "import { makeStore as x } from '@/app/store';", ZONES],
    ['services import a component', 'src/services/fixture.ts', "import { Spinner as x } from '@/components/feedback/Spinner';", ZONES],
    ['a component imports the api', 'src/components/game/fixture.ts', "import { api as x } from '@/services/api';", ZONES],
    ['a component imports a reading page', 'src/components/content/fixture.ts', "import x from '@/pages/HomePage';", ZONES],
    ['lib imports a component', 'src/lib/fixture.ts', "import { Spinner as x } from '@/components/feedback/Spinner';", ZONES],
    ['content imports lib', 'src/content/fixture.ts', "import { lockScroll as x } from '@/lib/scrollLock';", ZONES],
    ['the theme imports lib', 'src/theme/fixture.ts', "import { lockScroll as x } from '@/lib/scrollLock';", ZONES],
    ['config imports the theme', 'src/config/fixture.ts', "import { getTheme as x } from '@/theme/theme';", ZONES],
    ['a folder under src without a layer', 'src/widgets/fixture.ts', "import { paths as x } from '@/config/paths';", ZONES],
    ['a content page imports Chip', 'src/pages/fixture.tsx', "import { Chip as x } from '@mui/material';", BUDGET],
    ['a content page imports Accordion', 'src/pages/articles/fixture.tsx', "import { Accordion as x } from '@mui/material';", BUDGET],
    ['a content page imports Grid by path', 'src/components/content/fixture.tsx', "import x from '@mui/material/Grid';", BUDGET],
    ['a content page imports framer-motion', 'src/components/layout/fixture.tsx', "import { motion as x } from 'framer-motion';", BUDGET],
    ['a content page imports Redux Toolkit', 'src/pages/fixture.ts', "import { createSlice as x } from '@reduxjs/toolkit';", BUDGET],
    ['the shell imports react-redux', 'src/app/Layout.tsx', "import { useSelector as x } from 'react-redux';", BUDGET],
    ['the app entry imports the store', 'src/main.tsx', "import { configureStore as x } from '@reduxjs/toolkit';", BUDGET],
    ['content imports zod', 'src/content/fixture.ts', "import { z as x } from 'zod';", BUDGET],
  ];
  it.each(cases)('%s', async (_why, file, code, rule) => {
    expect(await rulesBroken(file, code)).toEqual([rule]);
  });
});

describe('allowed imports pass', () => {
  const cases: [string, string, string][] = [
    ['a feature imports its own files', 'src/features/detective/components/fixture.tsx', "import { ROUNDS as x } from '../logic';"],
    ['a feature imports the shell, lib, components and the contract', 'src/features/detective/fixture.ts', "import { useAppSelector } from '@/app/hooks';\nimport { shuffle } from '@/lib/game/random';\nimport { TimerBar } from '@/components/game/TimerBar';\nimport type { Statement } from '@/contract/fallacies';\nconst x = [useAppSelector, shuffle, TimerBar] as unknown as Statement;"],
    ['mock-api imports the contract', 'mock-api/routes/fixture.ts', "import { newFallacySchema as x } from '../../src/contract/fallacies';"],
    ['mock-api imports the seed from the contract', 'mock-api/fixture.ts', "import x from '../src/contract/seed/fallacies.json';"],
    ['a game screen uses zod, Redux Toolkit and framer-motion', 'src/features/detective/fixture.ts', "import { z } from '@/contract/zod';\nimport { createSlice } from '@reduxjs/toolkit';\nimport { motion } from 'framer-motion';\nconst x = [z, createSlice, motion];"],
    ['a reading page imports shared layers', 'src/pages/fixture.ts', "import { paths } from '@/config/paths';\nimport { lockScroll } from '@/lib/scrollLock';\nimport { ISLAND_ATTRIBUTE } from '@/boot/protocol';\nconst x = [paths, lockScroll, ISLAND_ATTRIBUTE];"],
    ['services import the contract and lib', 'src/services/fixture.ts', "import { keepValid } from '@/contract/keepValid';\nimport { readStored } from '@/lib/storage';\nconst x = [keepValid, readStored];"],
    ['the shell loads a reading page and a feature', 'src/app/fixture.ts', "const x = [() => import('@/pages/HomePage'), () => import('@/features/detective/logic')];"],
    ['an entry file imports any layer', 'src/fixture.ts', "import { routes } from '@/app/routes';\nimport { api } from '@/services/api';\nconst x = [routes, api];"],
    ['a content page uses the rest of MUI', 'src/pages/fixture.tsx', "import { Box as x } from '@mui/material';"],
  ];
  it.each(cases)('%s', async (_why, file, code) => {
    expect(await rulesBroken(file, code)).toEqual([]);
  });
});
