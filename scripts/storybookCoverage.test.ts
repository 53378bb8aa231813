/**
 * The catalogue cannot fall behind the code. Every exported component under src/components and
 * src/features/<feature>/components has:
 * - a story file at the mirrored path under stories/ whose title is that path, so the sidebar reads
 *   like the source tree and follows a file when it moves;
 * - a description (what it is for) and, for every prop, a description and a readable type on its
 *   Docs page.
 * Props are read with react-docgen, the parser Storybook itself uses for the Docs page's props table.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtinResolvers, ERROR_CODES, makeFsImporter, parse, type Documentation } from 'react-docgen';
import { describe, expect, it } from 'vitest';
import { readableType, type DocgenType } from '../.storybook/docgenTypes';

const root = path.resolve(import.meta.dirname, '..');

/** Where components live: shared ones, and each feature's own. */
function componentFiles(): string[] {
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      : [];
  const features = path.join(root, 'src', 'features');
  const roots = [path.join(root, 'src', 'components'), ...readdirSync(features).map((f) => path.join(features, f, 'components'))];
  return roots
    .flatMap(walk)
    .filter((file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}

/** 'rhetoric-quiz' → 'Rhetoric Quiz': folder names become sidebar group names. */
const groupName = (folder: string) =>
  folder
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The story file and sidebar title a component file must have. A feature's `components` folder is
 * dropped (its stories sit with the feature's screens):
 *   src/components/game/TimerBar.tsx → stories/components/game/TimerBar.stories.tsx, "Components/Game/TimerBar"
 *   src/features/rhetoric-quiz/components/Passage.tsx → stories/features/rhetoric-quiz/Passage.stories.tsx, "Features/Rhetoric Quiz/Passage"
 */
export function expectedStory(componentFile: string): { file: string; title: string } {
  const parts = componentFile.replace(/^src\//, '').replace(/\.tsx$/, '').split('/');
  const kept = parts.filter((part, i) => !(i > 0 && part === 'components' && parts[0] === 'features'));
  const name = kept.pop()!;
  return { file: `stories/${[...kept, name].join('/')}.stories.tsx`, title: [...kept.map(groupName), name].join('/') };
}

/** The meta's title: the first `title:` in the file, which by convention is the default export's. */
export function storyTitle(source: string): string | undefined {
  return /\btitle:\s*(['"`])([^'"`]+)\1/.exec(source)?.[2];
}

/** A type the props table can show readably: one the parser understood (no `unknown` in it). */
function isReadable(type: DocgenType | undefined): boolean {
  return type !== undefined && !/\bunknown\b/.test(readableType(type));
}

/** What is missing from one component file's Docs pages, as sentences; empty when complete. */
export function docsProblems(componentFile: string): string[] {
  const source = readFileSync(path.join(root, componentFile), 'utf8');
  let docs: Documentation[];
  try {
    docs = parse(source, {
      filename: path.join(root, componentFile),
      resolver: new builtinResolvers.FindExportedDefinitionsResolver(),
      importer: makeFsImporter(),
    });
  } catch (error) {
    // Files that export no component (hooks, helpers, head tags) have nothing to document.
    if ((error as { code?: string }).code === ERROR_CODES.MISSING_DEFINITION) return [];
    throw error;
  }
  if (docs.length === 0) return [];
  const problems: string[] = [];
  const story = expectedStory(componentFile);
  if (!existsSync(path.join(root, story.file))) problems.push(`no story file ${story.file}`);
  else {
    const title = storyTitle(readFileSync(path.join(root, story.file), 'utf8'));
    if (title !== story.title) problems.push(`${story.file} is titled "${title ?? '(none)'}", expected "${story.title}"`);
  }
  for (const doc of docs) {
    const name = doc.displayName ?? path.basename(componentFile, '.tsx');
    if (!doc.description?.trim()) problems.push(`${name} has no description (what it is for)`);
    for (const [prop, info] of Object.entries(doc.props ?? {})) {
      if (!info.description?.trim()) problems.push(`${name}.${prop} has no description`);
      if (!isReadable(info.tsType as DocgenType | undefined)) problems.push(`${name}.${prop} has no readable type (${JSON.stringify(info.tsType ?? null)})`);
    }
  }
  return problems;
}

describe('the story path rule', () => {
  it('mirrors shared and feature component paths', () => {
    expect(expectedStory('src/components/game/TimerBar.tsx')).toEqual({ file: 'stories/components/game/TimerBar.stories.tsx', title: 'Components/Game/TimerBar' });
    expect(expectedStory('src/features/rhetoric-quiz/components/Passage.tsx')).toEqual({
      file: 'stories/features/rhetoric-quiz/Passage.stories.tsx',
      title: 'Features/Rhetoric Quiz/Passage',
    });
  });

  it('reads the meta title', () => {
    expect(storyTitle("const meta = {\n  title: 'Components/Game/TimerBar',\n  component: TimerBar,\n}")).toBe('Components/Game/TimerBar');
    expect(storyTitle('const meta = { component: TimerBar }')).toBeUndefined();
  });
});

describe('every component has a story and a complete Docs page', () => {
  const files = componentFiles();

  it('finds the components', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files)('%s', (file) => {
    expect(docsProblems(file)).toEqual([]);
  });
});
