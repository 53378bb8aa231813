import type { OwnRecordsView } from '@/contract/classes';

/** A pupil a fortnight into a class: a baseline, a post check, two practice rounds and a review session. */
export const ownRecords: OwnRecordsView = {
  classId: '2f1c9a3e-0000-4000-8000-000000000001',
  className: 'Year 9 English, set 2',
  deleteAfter: '2026-12-27T09:00:00.000Z',
  pupil: {
    id: '2f1c9a3e-0000-4000-8000-000000000002',
    nickname: 'Quiet Otter',
    joinedAt: '2026-11-13T09:05:00.000Z',
    checks: [
      {
        type: 'check',
        id: 'check-1763024700000',
        kind: 'baseline',
        completedAt: '2026-11-13T09:25:00.000Z',
        auc: 0.62,
        se: 0.11,
        c: -0.45,
        fallacious: 2,
        sound: 2,
        hits: 2,
        falseAlarms: 1,
        byFallacy: {
          'straw-man': { fallacious: 1, hits: 1, sound: 1, falseAlarms: 1 },
          'post-hoc': { fallacious: 1, hits: 1, sound: 1, falseAlarms: 0 },
        },
        confusions: [{ actual: 'straw-man', chosen: 'red-herring', count: 1 }],
      },
      {
        type: 'check',
        id: 'check-1764234000000',
        kind: 'post',
        completedAt: '2026-11-27T09:00:00.000Z',
        auc: 0.81,
        se: 0.09,
        c: 0.05,
        fallacious: 2,
        sound: 2,
        hits: 2,
        falseAlarms: 0,
        byFallacy: {
          'straw-man': { fallacious: 1, hits: 1, sound: 1, falseAlarms: 0 },
          'post-hoc': { fallacious: 1, hits: 1, sound: 1, falseAlarms: 0 },
        },
        confusions: [],
      },
    ],
    practice: [
      {
        type: 'practice',
        id: 'practice-1763630000000',
        completedAt: '2026-11-20T09:13:20.000Z',
        fallacious: 8,
        sound: 4,
        hits: 7,
        falseAlarms: 2,
        byFallacy: {
          'ad-hominem': { fallacious: 4, hits: 4, sound: 2, falseAlarms: 1 },
          'straw-man': { fallacious: 4, hits: 3, sound: 2, falseAlarms: 1 },
        },
      },
    ],
    reviews: [
      {
        type: 'review',
        id: 'review-1763716400000',
        completedAt: '2026-11-21T09:13:20.000Z',
        answered: 6,
        correct: 5,
        byFallacy: { 'straw-man': { answered: 3, correct: 2 }, 'post-hoc': { answered: 2, correct: 2 } },
      },
    ],
  },
};

/** Just joined: nothing sent yet. */
export const nothingYet: OwnRecordsView = { ...ownRecords, pupil: { ...ownRecords.pupil, checks: [], practice: [], reviews: [] } };
