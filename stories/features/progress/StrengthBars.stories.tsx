import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StrengthBars } from '@/features/progress/components/StrengthBars';

/** Strength now per fallacy and skill: bars with the percentage and a word, in a table that is its own text alternative. */
const meta = {
  title: 'Features/Progress/StrengthBars',
  component: StrengthBars,
  args: {
    caption: 'Fallacies',
    columns: ['Fallacy', 'Spot it', 'Tell it from its sound twin'],
    rows: [
      { id: 'ad-hominem', label: 'Ad Hominem', href: '/fallacies/ad-hominem', values: [0.95, 0.72] },
      { id: 'straw-man', label: 'Straw Man', href: '/fallacies/straw-man', values: [0.41, null] },
      { id: 'post-hoc', label: 'Post Hoc', href: '/fallacies/post-hoc', values: [null, null] },
    ],
  },
} satisfies Meta<typeof StrengthBars>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fallacies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Fallacies' });
    await expect(table).toBeVisible();
    const row = within(canvas.getByRole('row', { name: /Ad Hominem/ }));
    await expect(row.getByText('95% strong')).toBeVisible();
    await expect(row.getByText('72% fading')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /Straw Man/ })).getByText('41% weak')).toBeVisible();
    await expect(canvas.getAllByText('not reviewed yet')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Post Hoc' })).toHaveAttribute('href', '/fallacies/post-hoc');
  },
};

export const Devices: Story = {
  args: {
    caption: 'Rhetorical devices',
    columns: ['Device', 'Strength'],
    rows: [
      { id: 'Hyperbole', label: 'Hyperbole', values: [0.88] },
      { id: 'Anaphora', label: 'Anaphora', values: [0.3] },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('30% weak')).toBeVisible();
  },
};
