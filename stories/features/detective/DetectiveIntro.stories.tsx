import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DetectiveIntro } from '@/features/detective/components/DetectiveIntro';

/**
 * The Detective's landing screen: the rules (5 rounds of 7, 45 s each, 5 to advance), the timer
 * setting (normal, double time, none: WCAG 2.2.1) and Start Game.
 */
const meta = {
  title: 'Features/Detective/DetectiveIntro',
  component: DetectiveIntro,
  args: { onStart: fn(), timing: 'normal', onTimingChange: fn() },
} satisfies Meta<typeof DetectiveIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/5 rounds of 7 cases\. Three suspects a case/)).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: /The Detective/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Game' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const ChangingTheTimer: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Double time (90 s)' }));
    await expect(args.onTimingChange).toHaveBeenCalledWith('double');
  },
};

export const TimerOff: Story = { args: { timing: 'off' } };
