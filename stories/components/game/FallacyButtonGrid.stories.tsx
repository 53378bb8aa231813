import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FallacyButtonGrid } from '@/components/game/FallacyButtonGrid';

const TYPES = [
  { id: 'ad-hominem', name: 'Ad Hominem' },
  { id: 'appeal-to-authority', name: 'Appeal to Authority' },
  { id: 'appeal-to-emotion', name: 'Appeal to Emotion' },
  { id: 'appeal-to-ignorance', name: 'Appeal to Ignorance' },
  { id: 'appeal-to-popularity', name: 'Appeal to Popularity' },
  { id: 'begging-the-question', name: 'Begging the Question' },
  { id: 'false-dichotomy', name: 'False Dichotomy' },
  { id: 'hasty-generalization', name: 'Hasty Generalization' },
  { id: 'post-hoc', name: 'Post Hoc' },
  { id: 'red-herring', name: 'Red Herring' },
  { id: 'slippery-slope', name: 'Slippery Slope' },
  { id: 'straw-man', name: 'Straw Man' },
  { id: 'tu-quoque', name: 'Tu Quoque' },
];

/**
 * The fallacy-identification game's answers: every fallacy type as a button. Once an answer is
 * chosen all of them lock; the right one turns green and a wrong pick red (with an icon and
 * words too).
 *
 * Use it when the answer is one of many named types. Don't use it for three answers (AnswerCard,
 * with number keys) or for choices that are not answers.
 *
 * Keyboard: Tab through the buttons, Enter or Space to choose; after the answer they are disabled.
 *
 * A screen reader hears the group's label, then each button; the result is announced by the game.
 */
const meta = {
  title: 'Components/Game/FallacyButtonGrid',
  component: FallacyButtonGrid,
  args: { types: TYPES, answerId: 'post-hoc', chosen: null, onChoose: fn() },
} satisfies Meta<typeof FallacyButtonGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Fallacy types' });
    await expect(within(group).getAllByRole('button')).toHaveLength(13);
    await userEvent.click(within(group).getByRole('button', { name: 'Red Herring' }));
    await expect(args.onChoose).toHaveBeenCalledWith('red-herring');
  },
};

export const AnsweredWrong: Story = {
  args: { chosen: 'red-herring' },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Post Hoc\s*: right answer$/ })).toHaveAttribute('data-state', 'correct');
    await expect(canvas.getByRole('button', { name: /^Red Herring\s*: your pick, wrong$/ })).toHaveAttribute('data-state', 'wrong');
    // Locked: another click changes nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Straw Man' }));
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const AnsweredRight: Story = {
  args: { chosen: 'post-hoc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Post Hoc\s*: right answer$/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvasElement.querySelectorAll('[data-state="wrong"]')).toHaveLength(0);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Appeal to Authority' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('appeal-to-authority');
  },
};
