import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { listConcepts, loadConcept } from '@/content/lessons';
import ConceptPage from '@/pages/lessons/ConceptPage';

/**
 * /concept/{id}: one pillar of the beginner's guide. On logos, "Learn More" opens "I Warned You!",
 * which closes by its backdrop, its X, "Okay, I get it!" and Escape.
 */
const meta = {
  // Each lesson's text is its own chunk: load them before rendering, as the page module does for the URL it opens.
  loaders: [() => Promise.all(listConcepts().map((l) => loadConcept(l.id)))],
  title: 'Pages/Lessons/ConceptPage',
  component: ConceptPage,
  parameters: { layout: 'fullscreen', route: '/concept/logos' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/concept/:conceptId" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof ConceptPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openWarning(canvasElement: HTMLElement, userEvent: { click: (el: Element) => Promise<void> }) {
  const learnMore = within(canvasElement).getByRole('button', { name: 'Learn More' });
  await userEvent.click(learnMore);
  const dialog = await screen.findByRole('dialog', { name: 'I Warned You!' });
  return { learnMore, dialog };
}
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

export const Logos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Logos' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Explore the Categories' })).toHaveAttribute('href', '/categories');
    await expect(canvas.getByRole('link', { name: /Previous pillar Pathos/ })).toHaveAttribute('href', '/concept/pathos');
  },
};

export const WarningClosesByButton: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { dialog, learnMore } = await openWarning(canvasElement, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Okay, I get it!' }));
    await closed();
    await waitFor(() => expect(learnMore).toHaveFocus());
  },
};

export const WarningClosesByX: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { dialog } = await openWarning(canvasElement, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
  },
};

export const WarningClosesByBackdrop: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await openWarning(canvasElement, userEvent);
    await userEvent.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
    await closed();
  },
};

export const WarningClosesByEscape: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await openWarning(canvasElement, userEvent);
    await userEvent.keyboard('{Escape}');
    await closed();
  },
};

export const Ethos: Story = {
  parameters: { route: '/concept/ethos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Learn More' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Next pillar Pathos/ })).toHaveAttribute('href', '/concept/pathos');
  },
};

export const Unknown: Story = {
  parameters: { route: '/concept/kairos' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Concept Not Found' })).toBeInTheDocument();
  },
};

export const LogosDark: Story = { globals: { scheme: 'dark' } };
