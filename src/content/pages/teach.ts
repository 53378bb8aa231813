import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /teach: what a class is, making one, and the classes this browser keeps. */
export const teachScreen: ScreenCopy = {
  meta: {
    title: 'Teach a class with Sophist: class codes without accounts',
    description:
      'Make a class in one step, put its code on the board, and see whether your pupils got better at judging arguments or merely more suspicious. No accounts, no real names, deleted 30 days after its last use.',
    path: paths.teach,
  },
  title: 'Teach a class with Sophist',
  intro:
    'A class is a code on your board: pupils join it with a nickname they invent, and the scores of their Discernment Checks, practice and review come to you, not their names or answers. Your view shows whether the class got better at telling fallacious arguments from sound ones, or merely quicker to shout “fallacy”, which is not the same thing and is the mistake most lessons on fallacies quietly teach.',
};

/** /teach/class/:classId: one class's results, behind its teacher key. */
export const teacherClassScreen = {
  title: 'Your class',
  description: 'One class’s results on Sophist, opened with its teacher key: checks taken, change since the baseline, weak spots, CSV.',
} as const;
