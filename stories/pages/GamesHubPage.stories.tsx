import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import GamesHubPage from '@/pages/GamesHubPage';

/**
 * /games: the two headline cards (Logical Fallacy Game, Sophist Game), each with a description
 * and three bullet points, then every other game. Each card is one link: click anywhere on it,
 * or Tab to it and press Enter.
 */
const meta = {
  title: 'Pages/GamesHubPage',
  component: GamesHubPage,
  parameters: { layout: 'fullscreen', route: '/games' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/games" element={<Story />} />
        <Route path="*" element={<p>Arrived at the game.</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof GamesHubPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hub: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Logical Fallacy Game/ })).toHaveAttribute('href', '/logical-fallacy-game');
    await expect(canvas.getByRole('link', { name: /Sophist Game/ })).toHaveAttribute('href', '/rhetoricgame');
    for (const href of ['/games/fallacy-identification', '/argument', '/games/rhetoric-analysis']) {
      await expect(canvasElement.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
  },
};

export const ClickACard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('5 rounds of 7 questions'));
    await expect(await canvas.findByText('Arrived at the game.')).toBeInTheDocument();
  },
};

export const KeyboardToACard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('link', { name: /Sophist Game/ });
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Arrived at the game.')).toBeInTheDocument();
  },
};
