import { paths } from '@/config/paths';
import { CLASS_RETENTION_DAYS } from '@/contract/classSettings';
import type { ScreenCopy } from '../schema';

/**
 * The pupil's side of a class: the join page and the pupil's own view. Pupils are children, so
 * every line is plain enough for a 12-year-old, says exactly what is shared, and nudges nobody to
 * share more (the ICO's Children's Code; docs/classroom.md).
 */

/** /join: a pupil joins with the code from the board and a nickname they make up. */
export const joinScreen: ScreenCopy = {
  meta: {
    title: 'Join your class on Sophist',
    description: 'Type the class code your teacher gave you and a made-up nickname. Here is exactly what your teacher will see, and how to leave.',
    path: paths.join,
  },
  title: 'Join your class',
  intro:
    'Your teacher has given you a class code. Type it in with a nickname you make up, and your scores from the Discernment Check, practice rounds and review go to your class, so your teacher can see what the class finds easy and what to teach next.',
};

/** The four things a pupil is told before joining, each a heading and a few plain sentences. */
export const joinPromises: readonly { id: string; title: string; body: readonly string[] }[] = [
  {
    id: 'nickname',
    title: 'Make up a nickname. Not your real name',
    body: [
      'Anything you like: Purple Walrus, Captain Doubt, Quiet Otter. Not your name, not your initials, nothing that says who you are, like your birthday or your street.',
      'Why: your scores are about you, and a made-up name keeps them that way. If anyone other than your teacher ever saw the class, they would see Captain Doubt, not you.',
    ],
  },
  {
    id: 'sees',
    title: 'What your teacher will see',
    body: [
      'Your nickname, and your scores: for each check, how well you told fair arguments from fallacious ones, whether you leaned towards calling things fallacies, and which fallacies you missed, saw where there were none, or mixed up; for each practice round and review session, how many you got right. And the day and time you finished each one.',
      'Nothing else. Not your answer to each question, not anything you type anywhere on the site, not when you visit or which other pages you read. You can see exactly what your teacher sees, whenever you like, on your class page.',
    ],
  },
  {
    id: 'leave',
    title: 'You can leave whenever you want',
    body: [
      'Your class page has a "Leave the class" button. Leaving deletes your nickname and every score you sent, straight away, and your teacher will not see them any more. What you did stays on this device, for you.',
    ],
  },
  {
    id: 'deleted',
    title: 'The class does not last for ever',
    body: [
      `A class is deleted, with everything in it, ${CLASS_RETENTION_DAYS} days after anyone last used it. Your teacher can delete it sooner.`,
      'Your scores are sent from this browser only, so do your checks on the same device you joined on.',
    ],
  },
];

/** /join/me: what the class holds about this pupil, exactly as the teacher sees it. */
export const myClassScreen: ScreenCopy = {
  meta: {
    title: 'Your class on Sophist: what your teacher sees',
    description: 'Everything your class holds about you, exactly as your teacher sees it: your nickname and your scores. And the button to leave.',
    path: paths.myClass,
  },
  title: 'Your class',
  intro: 'Everything your class holds about you, exactly as your teacher sees it. Nothing more is kept, and nothing is hidden from you.',
};

export const classroomWords = {
  notJoined: 'This browser is not in a class.',
  joinLink: 'Join a class',
  alreadyIn: (className: string, nickname: string) => `This browser is already in ${className} as ${nickname}.`,
  seeWhatTeacherSees: 'See what your teacher sees',
  leaveFirst: 'To join a different class, leave this one first on your class page.',
  joined: (className: string, nickname: string) =>
    `You have joined ${className} as ${nickname}. From now on, your checks, practice rounds and review sessions on this device go to the class.`,
  notRemembered: 'You joined, but this browser would not let Sophist remember it (storage is blocked or full), so nothing can be sent. Ask your teacher.',
  youAreIn: (className: string, nickname: string) => `You are in ${className} as ${nickname}.`,
  gone: (className: string, nickname: string) =>
    `${className} no longer has ${nickname} in it: the class was deleted (by your teacher, or after ${CLASS_RETENTION_DAYS} days without use), or you left it in another tab. Nothing more is sent from this browser.`,
  leaveButton: 'Leave the class',
  leaveTitle: 'Leave the class?',
  leaveBody: (className: string, nickname: string) =>
    `This deletes ${nickname} and every score you sent from ${className}, straight away. Your teacher will not see them any more, and it cannot be undone. Your own progress on this device stays.`,
  leaveConfirm: 'Leave and delete my scores',
  leaveCancel: 'Stay in the class',
  left: (className: string) => `You have left ${className}. Your nickname and scores are deleted, and nothing more is sent.`,
  leaveFailed: 'Could not reach Sophist to leave the class, so nothing was deleted yet. Check you are online, then try again.',
  loadFailed: 'Could not load your class just now. Check you are online, then try again.',
  nothingYet: 'Nothing yet. Take the Discernment Check, practise or review, and your scores appear here.',
} as const;
