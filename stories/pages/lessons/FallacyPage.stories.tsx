import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { listFallacies, loadFallacy } from '@/content/lessons';
import FallacyPage from '@/pages/lessons/FallacyPage';

/** /fallacies/{name}: the one template of the 13 lessons, at either path form. */
const meta = {
  // Each lesson's text is its own chunk: load them before rendering, as the page module does for the URL it opens.
  loaders: [() => Promise.all(listFallacies().map((l) => loadFallacy(l.id)))],
  title: 'Pages/Lessons/FallacyPage',
  component: FallacyPage,
  parameters: { layout: 'fullscreen', route: '/fallacies/AdHominem' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/fallacies/:name" element={<Story />} />
        <Route path="/fallacy/:name" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof FallacyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdHominem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ad Hominem' })).toBeInTheDocument();
    for (const name of ['What is it?', 'How it works', 'A classic example', 'Three common cases', 'How to answer it', 'Example Videos'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    await expect(canvas.getByText(/Video content is coming soon/)).toBeInTheDocument();
    await expect(canvas.getByRole('note', { name: 'Pro tip' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Practise this fallacy' })).toHaveAttribute('href', '/games/fallacy-identification?fallacy=ad-hominem');
    await expect(canvas.getByRole('link', { name: /Next fallacy Appeal to Authority/ })).toHaveAttribute('href', '/fallacies/AppealToAuthority');
  },
};

export const HyphenatedPath: Story = {
  parameters: { route: '/fallacies/begging-the-question' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Begging the Question' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Example Videos' })).toBeNull();
  },
};

export const StrawmanAlias: Story = {
  parameters: { route: '/fallacy/strawman' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Straw Man' })).toBeInTheDocument();
  },
};

export const Unknown: Story = {
  parameters: { route: '/fallacies/MoonLogic' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fallacy Not Found' })).toBeInTheDocument();
    await expect(canvas.getByText(/MoonLogic/)).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { scheme: 'dark' }, parameters: { route: '/fallacies/SlipperySlope' } };
