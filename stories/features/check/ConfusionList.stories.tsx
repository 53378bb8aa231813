import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfusionList } from '@/features/check/components/ConfusionList';

/** "Which fallacy?", scored on its own: which fallacies were taken for which, with the lesson to read. */
const meta = {
  title: 'Features/Check/ConfusionList',
  component: ConfusionList,
  args: {
    naming: { correct: 5, answered: 8 },
    confusions: [
      { actual: 'tu-quoque', chosen: 'ad-hominem', count: 2 },
      { actual: 'post-hoc', chosen: 'slippery-slope', count: 1 },
    ],
  },
} satisfies Meta<typeof ConfusionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MixUps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You named 5 of 8 correctly.')).toBeInTheDocument();
    const items = within(canvas.getByRole('list', { name: 'Fallacies you mixed up' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('You took Tu Quoque for Ad Hominem twice.');
    await expect(canvas.getByRole('link', { name: 'Read about Tu Quoque' })).toHaveAttribute('href', '/fallacies/tu-quoque');
  },
};

export const NoMixUps: Story = {
  args: { naming: { correct: 4, answered: 4 }, confusions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No mix-ups/)).toBeInTheDocument();
  },
};

export const NothingNamed: Story = {
  args: { naming: { correct: 0, answered: 0 }, confusions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/did not name any fallacies/)).toBeInTheDocument();
  },
};
