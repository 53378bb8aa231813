import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { BackLink } from '@/components/layout/BackLink';

/**
 * A back link that is a real link (it works without JavaScript). With `history`, it goes back
 * one browser entry when there is one, else to `to`.
 *
 * Use it above and below a lesson or article to return to its list. Don't use it as general
 * navigation. A screen reader hears "link, Back to …"; the arrow is hidden from it.
 */
const meta = {
  title: 'Components/Layout/BackLink',
  component: BackLink,
  args: { to: '/category/logical-fallacies', label: 'Back to Logical Fallacies' },
  parameters: { route: '/fallacies/ad-hominem' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/fallacies/ad-hominem" element={<Story />} />
        <Route path="/category/logical-fallacies" element={<p>Logical fallacies list</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof BackLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToAPath: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Back to Logical Fallacies' });
    await expect(link).toHaveAttribute('href', '/category/logical-fallacies');
    await userEvent.click(link);
    await expect(await canvas.findByText('Logical fallacies list')).toBeInTheDocument();
  },
};

/** With no earlier entry to return to, "history" falls back to the link's own destination. */
export const HistoryFallback: Story = {
  args: { history: true },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Logical Fallacies' }));
    await expect(await canvas.findByText('Logical fallacies list')).toBeInTheDocument();
  },
};
