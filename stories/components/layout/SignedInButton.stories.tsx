import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import SignedInButton from '@/components/layout/SignedInButton';
import { demoUser } from '../../features/auth/fixtures';

/** The signed-in visitor's avatar and first name in the navigation bar (loaded only once someone is signed in). */
const meta = {
  title: 'Components/Layout/SignedInButton',
  component: SignedInButton,
  args: { user: demoUser },
  decorators: [
    (Story) => (
      <div style={{ display: 'inline-flex', padding: 12, background: 'var(--sophist-palette-board-main)', color: 'var(--sophist-palette-chalk-main)' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof SignedInButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = demoUser.username.split(' ')[0]!;
    await expect(within(canvasElement).getByRole('link', { name: `${first}, your profile` })).toHaveAttribute('href', '/profile');
  },
};
