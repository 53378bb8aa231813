import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetectiveCharacter } from '@/features/detective/components/DetectiveCharacter';

/**
 * The Detective, drawn in chalk: the game's host, whose face answers the player (thinking while a
 * question is open, pleased when right, unimpressed when wrong). Decorative company, never the
 * only place a result is given. Not focusable; a screen reader hears one image named after the
 * mood, e.g. "The Detective, thinking".
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
