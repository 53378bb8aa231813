import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CALLBACK_MESSAGE, CallbackSpinner } from '@/features/auth/components/CallbackSpinner';

/**
 * What /auth/google/callback shows while it exchanges the code and fetches the profile.
 * A polite live region, so a screen reader hears the wait too.
 */
const meta = {
  title: 'Features/Auth/CallbackSpinner',
  component: CallbackSpinner,
} satisfies Meta<typeof CallbackSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText('Completing authentication...');
    await expect(message).toHaveTextContent(CALLBACK_MESSAGE);
    // Inside a polite live region (the story's toast region is another status).
    await expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  },
};

export const AsPageHeading: Story = {
  args: { component: 'h1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: CALLBACK_MESSAGE })).toBeVisible();
  },
};
