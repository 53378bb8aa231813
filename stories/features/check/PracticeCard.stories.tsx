import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import type { Verdict } from '@/content/discernment';
import { PracticeCard } from '@/features/check/components/PracticeCard';
import { fallaciousItem, soundItem } from './fixtures';

/** One "Sound or fallacious?" item: the argument, two answers, then why, and the lesson. */
const meta = {
  title: 'Features/Check/PracticeCard',
  component: PracticeCard,
  args: { item: soundItem, position: 3, total: 12, answer: null, onAnswer: fn(), onNext: fn(), reducedMotion: true },
  render: function Render(args) {
    const [answer, setAnswer] = useState<Verdict | null>(args.answer);
    return (
      <PracticeCard
        {...args}
        answer={answer}
        onAnswer={(v) => {
          setAnswer(v);
          args.onAnswer(v);
        }}
      />
    );
  },
} satisfies Meta<typeof PracticeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SoundCalledFallacious: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Argument 3 of 12')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Fallacious' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('fallacious');
    await expect(canvas.getByText('Not this time.')).toBeInTheDocument();
    await expect(canvas.getByText('Sound. No Appeal to Authority here.')).toBeInTheDocument();
    await expect(canvas.getByText(/Judging vintages is exactly/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Read the Appeal to Authority lesson' })).toHaveAttribute('href', '/fallacies/appeal-to-authority');
    // The verdict takes focus to the next button; answers lock once given.
    await expect(canvas.getByRole('button', { name: 'Next argument' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Sound' }));
    await expect(args.onAnswer).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Next argument' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const FallaciousSpotted: Story = {
  args: { item: fallaciousItem },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fallacious' }));
    await expect(canvas.getByText('Right.')).toBeInTheDocument();
    await expect(canvas.getByText('Fallacious: Appeal to Authority.')).toBeInTheDocument();
    await expect(canvas.getByText(/makes her an expert on hearts/)).toBeInTheDocument();
  },
};
