import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteErrorBoundary, RouteErrorMessage } from '@/components/layout/RouteErrorBoundary';

function Explodes(): never {
  throw new Error('This component disagrees with itself.');
}

/** Wraps every route: a crash shows a friendly message with a way home, never a blank page. */
const meta = {
  title: 'Components/Layout/RouteErrorBoundary',
  component: RouteErrorBoundary,
  args: { children: <p>A page that works.</p> },
} satisfies Meta<typeof RouteErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A page that works.')).toBeInTheDocument();
  },
};

export const Crashed: Story = {
  args: { children: <Explodes /> },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  },
};

export const Message: Story = { render: () => <RouteErrorMessage /> };
