import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import CategoryPage from '@/pages/lessons/CategoryPage';

/** /category/{id}: logical-fallacies (three groups) and rhetorical-techniques; anything else is not found. */
const meta = {
  title: 'Pages/Lessons/CategoryPage',
  component: CategoryPage,
  parameters: { layout: 'fullscreen', route: '/category/logical-fallacies' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/category/:categoryId" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof CategoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LogicalFallacies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Appeals', 'Distractions', 'Other Fallacies'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Test Your Knowledge' })).toHaveAttribute('href', '/logical-fallacy-game');
  },
};

export const RhetoricalTechniques: Story = {
  parameters: { route: '/category/rhetorical-techniques' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('region', { name: 'The Eight Techniques' });
    await expect(within(group).getAllByRole('link')).toHaveLength(8);
  },
};

export const NotFound: Story = {
  parameters: { route: '/category/astrology' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Categories' })).toHaveAttribute('href', '/categories');
  },
};

export const Dark: Story = { globals: { scheme: 'dark' } };
