import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AnswerCard } from '@/components/game/AnswerCard';

/**
 * One of the Detective's three answer cards. Its number is the key that picks it. Once the
 * answer is in, the right card turns green and a wrong pick red, each with an icon and words;
 * the rest lock. Locked cards keep keyboard focus (aria-disabled) instead of dropping it.
 *
 * Use it for a game's few answers with a number key each. Don't use it for long option lists
 * (FallacyButtonGrid) or outside a game.
 *
 * Keyboard: Tab and Enter/Space, or the card's number key. A screen reader hears the fallacy's
 * name as a button with its number as the keyboard shortcut; a locked card stays focusable and is
 * announced as unavailable (aria-disabled). The result is spoken by the game's live region.
 */
const meta = {
  title: 'Components/Game/AnswerCard',
  component: AnswerCard,
  args: { index: 1, label: 'Straw Man', state: 'idle', onChoose: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof AnswerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const card = within(canvasElement).getByRole('button', { name: /Straw Man/ });
    await expect(card).toHaveAttribute('aria-keyshortcuts', '1');
    await userEvent.click(card);
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /Straw Man/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  },
};

export const Chosen: Story = { args: { state: 'chosen', index: 2 } };

export const Correct: Story = {
  args: { state: 'correct' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Straw Man.*Right answer/ })).toBeInTheDocument();
  },
};

export const Wrong: Story = {
  args: { state: 'wrong', label: 'Red Herring', index: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Red Herring.*Your pick: wrong/ })).toBeInTheDocument();
  },
};

export const Locked: Story = {
  args: { state: 'locked', label: 'Post Hoc', index: 2 },
  play: async ({ canvasElement, userEvent, args }) => {
    const card = within(canvasElement).getByRole('button', { name: /Post Hoc/ });
    await expect(card).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(card);
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const LongName: Story = { args: { label: 'Appeal to Authority (the kind with a lab coat)' } };
