import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EndScreen } from '@/features/rhetoric-quiz/components/EndScreen';
import { percentScore, rankFor } from '@/features/rhetoric-quiz/logic';

const scored = (score: number, attempted: number) => {
  const percent = percentScore(score, attempted);
  return { score, attempted, percent, rank: rankFor(percent) };
};

/** The end of the game: Final Score out of attempted, the percent and the rank it earns, Play Again. */
const meta = {
  title: 'Features/Rhetoric Quiz/EndScreen',
  component: EndScreen,
  args: { ...scored(42, 44), onPlayAgain: fn() },
} satisfies Meta<typeof EndScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sophist: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Final Score: 42 / 44')).toBeVisible();
    await expect(canvas.getByText('95%')).toBeVisible();
    await expect(canvas.getByText('Sophist')).toBeVisible();
    await expect(canvas.getByText("You've mastered the art of rhetoric analysis!")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play Again' }));
    await expect(args.onPlayAgain).toHaveBeenCalledTimes(1);
  },
};

export const CrapSlayer: Story = {
  args: scored(8, 10),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Crap Slayer')).toBeVisible();
  },
};

export const LogicLearner: Story = {
  args: scored(7, 10),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Logic Learner')).toBeVisible();
  },
};

export const RhetoricRookie: Story = {
  args: scored(6, 10),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rhetoric Rookie')).toBeVisible();
  },
};

export const NoviceAnalyst: Story = {
  args: scored(5, 10),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Novice Analyst')).toBeVisible();
    await expect(canvas.getByText("Keep practicing, you'll improve!")).toBeVisible();
  },
};

export const SophistDark: Story = { globals: { scheme: 'dark' } };
