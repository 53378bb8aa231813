import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { ConceptNav } from '@/components/content/ConceptNav';
import { conceptLinks } from '@/content/lessons';

/**
 * The way around the three pillars: previous/next pillar, back to the guide,
 * and after logos, on to the categories.
 */
const meta = {
  title: 'Components/Content/ConceptNav',
  component: ConceptNav,
  args: conceptLinks('pathos'),
  parameters: { route: '/concept/pathos' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/concept/:id" element={<div style={{ maxWidth: '70ch' }}><Story /></div>} />
        <Route path="*" element={<p>Arrived somewhere else.</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof ConceptNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ethos: Story = {
  args: conceptLinks('ethos'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Previous pillar/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Next pillar Pathos/ })).toHaveAttribute('href', '/concept/pathos');
    await expect(canvas.getByRole('link', { name: "Back to the Beginner's Guide" })).toHaveAttribute('href', '/beginners-guide');
  },
};

export const Pathos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Previous pillar Ethos/ })).toHaveAttribute('href', '/concept/ethos');
    await expect(canvas.getByRole('link', { name: /Next pillar Logos/ })).toHaveAttribute('href', '/concept/logos');
  },
};

export const Logos: Story = {
  args: conceptLinks('logos'),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Previous pillar Pathos/ })).toHaveAttribute('href', '/concept/pathos');
    await expect(canvas.queryByRole('link', { name: /Next pillar/ })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Explore the Categories' }));
    await expect(await canvas.findByText('Arrived somewhere else.')).toBeInTheDocument();
  },
};
