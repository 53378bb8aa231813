import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GameLoading } from '@/components/game/GameLoading';

/** The spinner after Start Game (0.8 s); announced politely to screen readers. */
const meta = {
  title: 'Components/Game/GameLoading',
  component: GameLoading,
  args: { label: 'Shuffling the case files…' },
} satisfies Meta<typeof GameLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Shuffling the case files…').closest('[role="status"]')).toBeInTheDocument();
  },
};
