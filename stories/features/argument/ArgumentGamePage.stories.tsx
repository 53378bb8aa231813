import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, waitFor, within } from 'storybook/test';
import ArgumentGamePage from '@/features/argument/ArgumentGamePage';
import { initialArgumentState, type ArgumentGameState } from '@/features/argument/argumentSlice';
import { ethosPremise, fixtureHand, slotsOf } from '@/features/argument/fixtures';
import { appealScores } from '@/features/argument/rules';
import { ARGUMENT_STORAGE_KEYS } from '@/features/argument/storage';

const slots = slotsOf(ethosPremise, null, null);
/** A game in play with the clock stopped (no deadline), so the story holds still. */
const playing: ArgumentGameState = {
  ...initialArgumentState,
  status: 'playing',
  hand: fixtureHand(),
  slots,
  scores: appealScores(slots),
  timeLimit: 300,
  timeRemaining: 245,
  deadline: null,
  revision: 1,
};

const clearStorage = () => {
  for (const key of Object.values(ARGUMENT_STORAGE_KEYS)) localStorage.removeItem(key);
};

/**
 * The connected game screen with its toasts in context: Save Progress (success, and storage full), New Game's
 * confirmation and 'Started a new game', keyboard building, and submit to the analysis.
 */
const meta = {
  title: 'Features/Argument/ArgumentGamePage',
  component: ArgumentGamePage,
  parameters: { route: '/argument-game', preloadedState: { argumentGame: playing } },
  beforeEach: () => {
    clearStorage();
    return clearStorage;
  },
} satisfies Meta<typeof ArgumentGamePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SaveProgressToast: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Save Progress' }, { timeout: 10_000 }));
    await expect(await screen.findByText('Game progress saved! You can safely return later.')).toBeVisible();
    await expect(localStorage.getItem(ARGUMENT_STORAGE_KEYS.game)).toContain('"timeRemaining":245');
  },
};

export const SaveFailsToast: Story = {
  beforeEach: () => {
    const spy = spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Save Progress' }, { timeout: 10_000 }));
    const toast = await screen.findByText('Failed to save game progress. Please try again.');
    await expect(toast.closest('[data-severity]')).toHaveAttribute('data-severity', 'error');
  },
};

export const NewGameConfirmed: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New Game' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new game?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start New Game' }));
    await expect(await screen.findByText('Started a new game')).toBeVisible();
  },
};

export const NewGameKeepPlaying: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Game' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new game?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('region', { name: 'Premise slot' })).toHaveTextContent(ethosPremise.text);
  },
};

export const KeyboardBuildAndSubmit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const evidence = within(canvas.getByRole('group', { name: 'Evidence' })).getAllByRole('button');
    evidence[2]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: 'Evidence slot' })).toHaveTextContent(/ridership/);
    await waitFor(() =>
      expect(canvas.getAllByRole('status').some((s) => s.textContent?.startsWith('Evidence set:'))).toBe(true),
    );
    within(canvas.getByRole('group', { name: 'Conclusions' })).getAllByRole('button')[1]?.focus();
    await userEvent.keyboard('{Enter}');
    (await canvas.findByRole('button', { name: 'Submit Argument' }, { timeout: 10_000 })).focus();
    await userEvent.keyboard('{Enter}');
    const title = await canvas.findByRole('heading', { level: 1, name: 'Argument Analysis' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText('Excellent use of all rhetorical strategies!')).toBeInTheDocument();
  },
};
