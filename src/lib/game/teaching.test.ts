import { describe, expect, it } from 'vitest';
import { explanationFor, lessonIdFor, lessonPath } from './teaching';

const types = [{ id: 'straw-man', name: 'Straw Man', description: 'Arguing with a scarecrow.', difficulty: 2 }];
const base = { id: 's1', text: 'You want bike lanes? So you hate drivers.', fallacy_type_id: 'straw-man', difficulty: 2 };

describe('teaching feedback', () => {
  it("prefers the statement's own explanation", () => {
    expect(explanationFor({ ...base, explanation: 'Nobody said that. ' }, types)).toBe('Nobody said that.');
  });

  it("falls back to the fallacy's description, then to nothing", () => {
    expect(explanationFor(base, types)).toBe('Arguing with a scarecrow.');
    expect(explanationFor({ ...base, explanation: '  ' }, types)).toBe('Arguing with a scarecrow.');
    expect(explanationFor({ ...base, fallacy_type_id: 'authored-one' }, types)).toBeNull();
  });

  it('links a built-in fallacy to its lesson, and an authored one to nothing', () => {
    expect(lessonPath('straw-man')).toBe('/fallacies/straw-man');
    expect(lessonPath('begging-the-question')).toBe('/fallacies/begging-the-question');
    expect(lessonPath('stmt-made-up')).toBeNull();
  });

  it('links to the statement\'s own lesson when it has one, else to its fallacy\'s', () => {
    expect(lessonIdFor({ lesson_id: 'straw-man' }, 'authored-one')).toBe('straw-man');
    expect(lessonIdFor({}, 'ad-hominem')).toBe('ad-hominem');
    expect(lessonIdFor(undefined, 'ad-hominem')).toBe('ad-hominem');
  });
});
