import { Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerdictPanel } from '@/components/game/VerdictPanel';

/**
 * The verdict after an answer in "Sound or fallacious?" and the spaced review: right or wrong in
 * words, colour and icon, the verdict, why, a button to go on and the lesson to read.
 *
 * Use it once the learner has answered, inside a polite live region the page keeps in place. Don't
 * use it for the timed games, whose verdict holds its place before any answer (that is ResultBanner).
 *
 * Keyboard: the Next button takes focus when the panel appears, so Enter moves on; Tab reaches the
 * lesson link. A screen reader hears the headline, the verdict and why through the page's live region.
 */
const meta = {
  title: 'Components/Game/VerdictPanel',
  component: VerdictPanel,
  args: {
    correct: true,
    headline: 'Right.',
    verdict: 'Fallacious: Straw Man.',
    why: 'The proposal was a shorter meeting, not abolishing communication. The reply attacks a far sillier position.',
    nextLabel: 'Next argument',
    onNext: fn(),
    lesson: { href: '/fallacies/StrawMan', label: 'Read the Straw Man lesson' },
  },
} satisfies Meta<typeof VerdictPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next argument' });
    await expect(next).toHaveFocus();
    await expect(canvasElement.querySelector('[data-result]')).toHaveAttribute('data-result', 'correct');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Read the Straw Man lesson' })).toHaveAttribute('href', '/fallacies/StrawMan');
  },
};

export const Wrong: Story = {
  args: { correct: false, headline: 'Not this time.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-result]')).toHaveAttribute('data-result', 'wrong');
    await expect(within(canvasElement).getByText('Not this time.')).toBeVisible();
  },
};

export const WithMoreLines: Story = {
  args: {
    correct: false,
    headline: 'No: this one is sound.',
    verdict: 'Sound. No Appeal to Authority here.',
    why: 'A cardiologist on heart health is an expert speaking in her field, and the claim is the consensus.',
    nextLabel: 'Next',
    children: (
      <>
        <Typography sx={{ mt: 1 }}>Why not Appeal to Authority: the authority is relevant and agrees with the evidence.</Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>Back in 2 days.</Typography>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Back in 2 days.')).toBeVisible();
  },
};
