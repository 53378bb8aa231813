import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CheckRunner } from '@/features/check/components/CheckRunner';
import { fallaciousItem, soundItem } from './fixtures';

/** Taking the check: the argument, the rating, "Which fallacy?" after a fallacious rating, and Next. */
const meta = {
  title: 'Features/Check/CheckRunner',
  component: CheckRunner,
  args: { items: [fallaciousItem, soundItem], onFinish: fn(), reducedMotion: true },
} satisfies Meta<typeof CheckRunner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoItems: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next argument' })).toBeDisabled();
    await userEvent.click(canvas.getByLabelText('Definitely fallacious'));
    await userEvent.click(canvas.getByLabelText('Appeal to Authority'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next argument' }));
    await expect(canvas.getByText('Argument 2 of 2')).toHaveFocus();
    await expect(canvas.queryByText('Which fallacy? (optional)')).toBeNull();
    await userEvent.click(canvas.getByLabelText('Probably sound'));
    await expect(canvas.queryByText('Which fallacy? (optional)')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'See my results' }));
    await expect(args.onFinish).toHaveBeenCalledWith([
      { itemId: 'story-1-f', verdict: 'fallacious', fallacyId: 'appeal-to-authority', rating: 6, named: 'appeal-to-authority' },
      { itemId: 'story-1-s', verdict: 'sound', fallacyId: 'appeal-to-authority', rating: 2, named: null },
    ]);
  },
};
