import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '@/components/feedback/Spinner';

/**
 * The one spinner, for a wait with no known length (a route loading, a sign-in finishing). With a
 * `label` it is a progressbar a screen reader announces by name; without one it is decoration
 * beside text that already says what is happening. Not for waits that show progress, and never
 * instead of a message on a wait longer than a few seconds. Under reduced motion it turns slowly.
 */
const meta = {
  title: 'Components/Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named: a screen reader hears "Signing you in, progress bar". */
export const Labelled: Story = {
  args: { label: 'Signing you in' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Signing you in' })).toBeInTheDocument();
  },
};

/** Beside a text that says it: hidden from screen readers, so the text is read once. */
export const Decorative: Story = {
  args: { size: 24, color: 'inherit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
