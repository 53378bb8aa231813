import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { listTechniques, loadTechnique } from '@/content/lessons';
import TechniquePage from '@/pages/lessons/TechniquePage';

/** /techniques/{id} and /technique/{id}: the one template of the 8 technique pages. */
const meta = {
  // Each lesson's text is its own chunk: load them before rendering, as the page module does for the URL it opens.
  loaders: [() => Promise.all(listTechniques().map((l) => loadTechnique(l.id)))],
  title: 'Pages/Lessons/TechniquePage',
  component: TechniquePage,
  parameters: { layout: 'fullscreen', route: '/techniques/gaslighting' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/techniques/:techniqueId" element={<Story />} />
        <Route path="/technique/:techniqueId" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof TechniquePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gaslighting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gaslighting' })).toBeInTheDocument();
    await expect(canvas.getByText(/Updated/)).toHaveTextContent('22 December 2024');
    for (const name of ['What it means', 'How it works', 'Examples', 'How to counter it', 'Frequently asked questions'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Back to Rhetorical Techniques' })[0]).toHaveAttribute('href', '/category/rhetorical-techniques');
  },
};

export const SingularPrefix: Story = {
  parameters: { route: '/technique/framing-effects' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Framing Effects' })).toBeInTheDocument();
    await expect(canvas.queryByText(/Updated/)).toBeNull();
  },
};

export const Unknown: Story = {
  parameters: { route: '/techniques/mind-control' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Technique not found: mind-control' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { scheme: 'dark' } };
