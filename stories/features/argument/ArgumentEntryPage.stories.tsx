import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ArgumentEntryPage from '@/features/argument/ArgumentEntryPage';
import { ethosPremise, fixtureHand, slotsOf } from '@/features/argument/fixtures';
import { ARGUMENT_STORAGE_KEYS, saveGame } from '@/features/argument/storage';

const clearStorage = () => {
  for (const key of Object.values(ARGUMENT_STORAGE_KEYS)) localStorage.removeItem(key);
};

/** The connected /argument screen, reading what the browser remembers: a saved game brings back Resume Game. */
const meta = {
  title: 'Features/Argument/ArgumentEntryPage',
  component: ArgumentEntryPage,
  parameters: { route: '/argument' },
  beforeEach: () => {
    clearStorage();
    return clearStorage;
  },
} satisfies Meta<typeof ArgumentEntryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoSavedGame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Start New Game' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Resume Game' })).not.toBeInTheDocument();
  },
};

export const SavedGame: Story = {
  beforeEach: () => {
    saveGame(
      {
        slots: slotsOf(ethosPremise, null, null),
        timeRemaining: 200,
        scores: { ethos: 10, pathos: 0, logos: 0, total: 10 },
        difficulty: 'beginner',
        hintsRemaining: 5,
      },
      { timeLimit: 300, hand: fixtureHand(), hint: null, savedAt: 0 },
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Resume Game' })).toBeInTheDocument();
    await expect(canvas.getByText('- or -')).toBeInTheDocument();
  },
};

export const CorruptSavedGame: Story = {
  beforeEach: () => {
    localStorage.setItem(ARGUMENT_STORAGE_KEYS.game, '{"slots": nope');
    localStorage.setItem(ARGUMENT_STORAGE_KEYS.progress, '"not progress"');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Start New Game' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Resume Game' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Beginner')).toBeInTheDocument();
  },
};
