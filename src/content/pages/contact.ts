import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/**
 * /contact: the contact form. The intro ends on a link to the social profile, so it comes in three
 * parts: the words before the link, the link's own words, and the words after it.
 */
export const contactScreen = {
  meta: {
    title: 'Contact',
    description: 'Write to Sophist: corrections, questions, and fallacies you caught us committing. A human reads every message.',
    path: paths.contact,
  },
  title: 'Contact',
  intro: {
    before:
      'Corrections, questions, a fallacy you caught us committing: write. Flattery is accepted but not required. If the form lets you down, try us on ',
    link: 'Mastodon',
    after: '.',
  },
} satisfies ScreenCopy<{ before: string; link: string; after: string }>;
