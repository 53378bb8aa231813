/** `npm run content:index`: writes src/content/lessonIndex.json from the lessons (see src/content/lessonIndex.ts). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { concepts } from '../src/content/concepts';
import { fallacyLessons } from '../src/content/fallacies';
import { buildLessonIndex } from '../src/content/lessonIndex';
import { techniques } from '../src/content/techniques';

const file = path.resolve(import.meta.dirname, '../src/content/lessonIndex.json');
writeFileSync(file, `${JSON.stringify(buildLessonIndex(fallacyLessons, techniques, concepts), null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
