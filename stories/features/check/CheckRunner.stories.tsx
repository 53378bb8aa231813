import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CheckRunner } from '@/features/check/components/CheckRunner';
import { fallaciousItem, soundItem } from './fixtures';

/**
 * Taking the check: the argument, the rating, "Which fallacy?" after a fallacious rating, and Next.
 * Focus is on the argument's heading from the start and moves to each new one; every change is
 * reported (onProgress) so the page can keep the answers as they are given.
 */
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
    // Focus starts on the first argument (the start button that led here is gone).
    await expect(canvas.getByText('Argument 1 of 2')).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Next argument' })).toBeDisabled();
    await userEvent.click(canvas.getByLabelText('Definitely fallacious'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Which fallacy? (optional)' }), 'appeal-to-authority');
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

/** A check under way carries on: two answers in, the rating chosen on the next kept. */
export const Resumed: Story = {
  args: {
    items: [fallaciousItem, soundItem],
    initial: { answers: [{ itemId: 'story-1-f', verdict: 'fallacious', fallacyId: 'appeal-to-authority', rating: 5, named: null }], pending: { rating: 1, named: null } },
    onProgress: fn(),
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Argument 2 of 2')).toHaveFocus();
    await expect(canvas.getByLabelText('Definitely sound')).toBeChecked();
    await userEvent.click(canvas.getByLabelText('Maybe sound'));
    await expect(args.onProgress).toHaveBeenLastCalledWith(args.initial!.answers, { rating: 3, named: null });
    await userEvent.click(canvas.getByRole('button', { name: 'See my results' }));
    await expect(args.onFinish).toHaveBeenCalledWith([...args.initial!.answers, { itemId: 'story-1-s', verdict: 'sound', fallacyId: 'appeal-to-authority', rating: 3, named: null }]);
  },
};
