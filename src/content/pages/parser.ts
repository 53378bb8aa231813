import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /parse: the text parser. */
export const parserScreen: ScreenCopy = {
  meta: {
    title: 'Text Parser: Strip Markup, Keep the Sentences',
    description:
      'Paste Markdown, HTML or chatbot output and get plain sentences back, one per line: code, tags, entities and stray symbols removed.',
    path: paths.parse,
    keywords: ['text parser', 'strip markdown', 'remove html tags', 'sentence splitter'],
  },
  title: 'Text Parser',
  intro:
    'Paste whatever a chatbot, a content system or a developer left you: Markdown, HTML, code fences, entities, asterisks breeding in the dark. The parser throws out the syntax and hands back plain sentences, one per line. It removes formatting, not nonsense; that part is still your job.',
};
