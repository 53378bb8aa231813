import type { User } from '@/app/session';

/** A signed-in user for stories, with an inline avatar like the emulated provider's. */
export const demoUser: User = {
  id: 'demo-100000000000000000001',
  email: 'ada.lovelace@example.com',
  username: 'Ada Lovelace',
  avatarUrl:
    'data:image/svg+xml;base64,' +
    btoa(
      '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="48" fill="#1F5C4A"/><text x="48" y="60" font-family="Arial" font-size="38" font-weight="700" fill="#fff" text-anchor="middle">AL</text></svg>',
    ),
  provider: 'google',
  createdAt: '2024-05-14T09:30:00.000Z',
  socialProfiles: [],
};
