import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WhichFallacy } from '@/features/check/components/WhichFallacy';

/**
 * The optional follow-up after a "fallacious" rating: which fallacy? One radio group ("Not sure"
 * first), scored apart from the rating. Keyboard: Tab into the group, arrow keys move between
 * fallacies. A screen reader hears the group's legend, "Which fallacy? (optional)", then each option.
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
    await expect(within(canvasElement).getByRole('radio', { name: 'Not sure' })).toBeChecked();
  },
};
