import { Box } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoundOverlay } from '@/components/game/RoundOverlay';

/**
 * The "Round N" card laid over the board for 2 s between rounds. The screen opens and closes
 * it; its parent must be positioned. Under reduced motion it simply appears.
 */
const meta = {
  title: 'Components/Game/RoundOverlay',
  component: RoundOverlay,
  // Overlays cover the window they open in: on the Docs page each story gets a frame of its own, not the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: { round: 2, rounds: 5, open: true },
  decorators: [
    (Story) => (
      <Box sx={{ position: 'relative', height: 320, maxWidth: 640, bgcolor: 'board.main', borderRadius: 3 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof RoundOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Round2: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Round 2')).toBeInTheDocument();
  },
};

export const LastRound: Story = {
  args: { round: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The last one. No pressure.')).toBeInTheDocument();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('round-overlay')).not.toBeInTheDocument();
  },
};
