import { describe, expect, it } from 'vitest';
import { QUIZ_DEVICES } from '@/content/games/techniqueGuide';
import { REVIEW_DEVICES } from './model';

describe('reviewable devices', () => {
  it('are every device the Sophist Game asks, and Loaded Language', () => {
    expect([...REVIEW_DEVICES].sort()).toEqual([...QUIZ_DEVICES, 'Loaded Language'].sort());
  });
});
