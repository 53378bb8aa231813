import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FoundCounter } from '@/features/rhetoric-analysis/components/FoundCounter';

/** 'Found n / total techniques' and a progress bar; the line is a status region, so each find is announced. */
const meta = {
  title: 'Features/Rhetoric Analysis/FoundCounter',
  component: FoundCounter,
  args: { found: 0, total: 9 },
} satisfies Meta<typeof FoundCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Techniques found so far' })).toHaveTextContent('Found 0 / 9 techniques');
    await expect(canvas.getByRole('progressbar', { name: 'Techniques found' })).toHaveAttribute('aria-valuenow', '0');
  },
};

export const SomeFound: Story = {
  args: { found: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Techniques found so far' })).toHaveTextContent('Found 3 / 9 techniques');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  },
};

/** The read-along read through to the end: reading is not finding, so no praise; it points at Guess first. */
export const AllRead: Story = {
  args: { found: 9 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Techniques found so far' });
    await expect(status).toHaveTextContent('Found 9 / 9 techniques');
    await expect(status).toHaveTextContent('All read. Now switch on Guess first');
    await expect(status).not.toHaveTextContent('Nothing gets past you');
  },
};

/** Guess first, part way: the score shows right and wrong. */
export const ChallengeUnderway: Story = {
  args: { found: 3, wrong: 2 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Techniques found so far' });
    await expect(status).toHaveTextContent('Found 3 / 9 techniques');
    await expect(status).toHaveTextContent('Right: 3 · Wrong: 2');
  },
};

/** Guess first, every technique named right: the only ending that earns the praise. */
export const ChallengeAllRight: Story = {
  args: { found: 9, wrong: 0 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Techniques found so far' });
    await expect(status).toHaveTextContent('All found. Nothing gets past you.');
  },
};

/** Guess first, all guessed with some wrong: the score, no praise, and how to try again. */
export const ChallengeSomeMissed: Story = {
  args: { found: 7, wrong: 2 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Techniques found so far' });
    await expect(status).toHaveTextContent('All guessed: 7 of 9 named right.');
    await expect(status).not.toHaveTextContent('Nothing gets past you');
  },
};

export const ChallengeAllRightDark: Story = { ...ChallengeAllRight, globals: { scheme: 'dark' } };
export const ChallengeSomeMissedDark: Story = { ...ChallengeSomeMissed, globals: { scheme: 'dark' } };
