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
  args: { mood: 'thinking', size: 140 },
} satisfies Meta<typeof DetectiveCharacter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Thinking: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /The Detective/ })).toBeInTheDocument();
  },
};
export const Pleased: Story = { args: { mood: 'pleased' } };
export const Unimpressed: Story = { args: { mood: 'unimpressed' } };
export const Small: Story = { args: { size: 72 } };
