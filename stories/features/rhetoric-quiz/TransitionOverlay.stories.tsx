import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { TransitionOverlay } from '@/features/rhetoric-quiz/components/TransitionOverlay';

/** The 0.8 s loading overlay between phases and rounds; its label is a status message. */
const meta = {
  title: 'Features/Rhetoric Quiz/TransitionOverlay',
  component: TransitionOverlay,
  // Overlays cover the window they open in: on the Docs page each story gets a frame of its own, not the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: { open: true, label: 'Loading the next round…' },
} satisfies Meta<typeof TransitionOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(await screen.findByText('Loading the next round…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Loading the next round…' })).toBeVisible());
  },
};
