import { useLocation } from 'react-router-dom';
import { LessonNotFound } from '@/components/content/LessonNotFound';
import { Seo } from '@/components/layout/Seo';
import type { LessonNotFoundCopy } from '@/content/schema';

/** A lesson page's answer to an id it does not know: its "not found" words, naming what was asked for. */
export function LessonMissing({ copy, asked }: { copy: LessonNotFoundCopy; asked: string }) {
  const { pathname } = useLocation();
  return (
    <>
      <Seo meta={{ ...copy.meta(asked), path: pathname }} />
      <LessonNotFound title={copy.title(asked)} message={copy.message(asked)} action={copy.action} />
    </>
  );
}
