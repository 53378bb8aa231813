import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listStaticPaths } from '@/app/routePaths';
import { paths } from '@/config/paths';
import { FALLACY_IDS } from '@/content/schema';
import { LESSON_PLANS, lessonPlan, lessonPlanPaths } from './index';
import { PLAN_PAGES, type PlanLink } from './types';

/** The route table, read as text: content does not import the app shell. */
const routeTable = readFileSync(path.resolve(import.meta.dirname, '../../app/routes.tsx'), 'utf8');

const links = (): PlanLink[] => LESSON_PLANS.flatMap((p) => p.steps.flatMap((s) => (s.link ? [s.link] : [])));

describe('lesson plans', () => {
  it('are at least three, with unique slug ids, each found by its id', () => {
    expect(LESSON_PLANS.length).toBeGreaterThanOrEqual(3);
    const ids = LESSON_PLANS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(lessonPlan(id)?.id).toBe(id);
    }
  });

  it('each fit one 50–60 minute period, the steps adding up to it', () => {
    for (const p of LESSON_PLANS) {
      expect(p.minutes, p.id).toBeGreaterThanOrEqual(50);
      expect(p.minutes, p.id).toBeLessThanOrEqual(60);
      expect(p.steps.reduce((n, s) => n + s.minutes, 0), p.id).toBe(p.minutes);
      for (const s of p.steps) expect(s.minutes, `${p.id}: ${s.title}`).toBeGreaterThan(0);
    }
  });

  it('each have objectives, the teacher’s answers and discussion questions', () => {
    for (const p of LESSON_PLANS) {
      expect(p.objectives.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.answers.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.discussion.length, p.id).toBeGreaterThanOrEqual(3);
      for (const a of p.answers) expect(a.why.length, a.prompt).toBeGreaterThan(30);
      // A fallacy and its sound twin: every plan shows both verdicts.
      expect(new Set(p.answers.map((a) => a.verdict)), p.id).toEqual(new Set(['sound', 'fallacious']));
    }
  });

  it('only send a class to pages that exist', () => {
    for (const page of PLAN_PAGES) {
      const key = page as keyof typeof paths;
      expect(typeof paths[key], page).toBe('string');
      expect(routeTable, page).toContain(`path: paths.${page},`);
    }
    for (const link of links()) {
      if ('fallacy' in link) expect(FALLACY_IDS).toContain(link.fallacy);
      else expect(PLAN_PAGES).toContain(link.page);
    }
    for (const p of LESSON_PLANS) for (const a of p.answers) expect(FALLACY_IDS).toContain(a.fallacyId);
  });

  it('are each a prerendered page under /teach/lessons, beside the list of them', async () => {
    const served = await listStaticPaths();
    expect(lessonPlanPaths()).toEqual(LESSON_PLANS.map((p) => `/teach/lessons/${p.id}`));
    for (const path of [paths.teachLessons, ...lessonPlanPaths()]) expect(served, path).toContain(path);
  });
});
