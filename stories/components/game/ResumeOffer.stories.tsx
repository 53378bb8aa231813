import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ResumeOffer } from '@/components/game/ResumeOffer';

/**
 * A game in progress, kept by the browser: Resume or Start again, on the game's start screen
 * (the Detective, fallacy identification). The argument game's Resume Game / Start New Game
 * is the same choice in its own words.
 *
 * Use it only when a saved game exists; an ended game is not saved. Don't use it mid-game.
 *
 * A screen reader hears the region's heading, where the game stands, then Resume and Start again.
 */
const meta = {
  title: 'Components/Game/ResumeOffer',
  component: ResumeOffer,
  args: {
    summary: 'Round 4 of 10, 3 right so far.',
    onResume: fn(),
    onStartAgain: fn(),
  },
} satisfies Meta<typeof ResumeOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'You have a game in progress' })).toBeInTheDocument();
    await expect(canvas.getByText('Round 4 of 10, 3 right so far.')).toBeInTheDocument();
    // Keyboard: Resume comes first, then Start again.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Resume' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResume).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Start again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStartAgain).toHaveBeenCalledTimes(1);
  },
};

export const DetectiveCase: Story = {
  args: { summary: 'Round 2, question 5 of 7. Score so far: 9.' },
};

/** The dark scheme (axe checks its contrast too). */
export const Dark: Story = { globals: { scheme: 'dark' } };
