import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WhichFallacy } from '@/features/check/components/WhichFallacy';

/**
 * The optional follow-up after a "fallacious" rating: which fallacy? A native list box ("Not
 * sure" first), one line high so it never pushes Next off a phone's screen, scored apart from the
 * rating. Keyboard: Tab to it, arrow keys or typing pick a fallacy. A screen reader hears its
 * label, "Which fallacy? (optional)", the choice, and the note that it is scored separately.
 */
const meta = {
  title: 'Features/Check/WhichFallacy',
  component: WhichFallacy,
  args: { value: null, onChange: fn() },
} satisfies Meta<typeof WhichFallacy>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotSure: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Which fallacy? (optional)' });
    await expect(box).toHaveValue('');
    await expect(within(box).getByRole('option', { name: 'Not sure' })).toBeInTheDocument();
  },
};

export const PicksOne: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Which fallacy? (optional)' });
    await userEvent.selectOptions(box, 'straw-man');
    await expect(args.onChange).toHaveBeenCalledWith('straw-man');
  },
};
