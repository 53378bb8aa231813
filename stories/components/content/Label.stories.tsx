import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Label } from '@/components/content/Label';

/**
 * A small static label: a lesson's difficulty, a "Featured" marker, a count. Use it for a word or
 * two of metadata that nobody clicks. Don't use it for anything interactive (use a Button or a
 * link) or for a status that changes while the reader looks (use a Toast or the live region).
 * Keyboard: not focusable. A screen reader reads its text inline, as part of the sentence around it.
 */
const meta = {
  title: 'Components/Content/Label',
  component: Label,
  args: { children: 'Beginner', tone: 'neutral', filled: false },
} satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Beginner')).toBeVisible();
  },
};
export const Warning: Story = { args: { children: 'Advanced', tone: 'warning' } };
export const Success: Story = { args: { children: 'Done', tone: 'success' } };
export const Filled: Story = { args: { children: 'Featured', tone: 'success', filled: true } };
export const FilledNeutral: Story = { args: { children: '13 lessons', filled: true } };
