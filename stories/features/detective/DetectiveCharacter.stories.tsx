import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetectiveCharacter } from '@/features/detective/components/DetectiveCharacter';

/**
 * The Detective, an original chalk drawing whose face follows the last answer. It is an image
 * with a name that says the mood; it hides on the narrowest screens, where the board needs the room.
 */
const meta = {
  title: 'Features/Detective/DetectiveCharacter',
  component: DetectiveCharacter,
  args: { mood: 'thinking' },
  decorators: [(Story) => <div style={{ background: '#2f3b33', padding: 16, display: 'inline-block' }}>{Story()}</div>],
} satisfies Meta<typeof DetectiveCharacter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Thinking: Story = {
  play: async ({ canvasElement }) => {
    const drawing = within(canvasElement).getByRole('img', { name: 'The Detective, a chalk drawing, thinking it over' });
    await expect(drawing).toHaveAttribute('data-mood', 'thinking');
  },
};

export const Pleased: Story = {
  args: { mood: 'pleased' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /pleased with you$/ })).toBeVisible();
  },
};

export const Unimpressed: Story = {
  args: { mood: 'unimpressed', size: 200 },
  play: async ({ canvasElement }) => {
    const drawing = within(canvasElement).getByRole('img', { name: /unimpressed$/ });
    await expect(drawing.getBoundingClientRect().width).toBe(200);
  },
};
