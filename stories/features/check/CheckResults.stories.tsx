import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckResults } from '@/features/check/components/CheckResults';
import { allFallacious, fair } from './fixtures';

/** A finished check: the band, detection and acceptance, the bias meter, confusions, and the comparison with the last check. */
const meta = {
  title: 'Features/Check/CheckResults',
  component: CheckResults,
  args: { score: fair, kind: 'baseline' },
} satisfies Meta<typeof CheckResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Baseline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(fair.discernment.label)).toBeInTheDocument();
    await expect(canvas.queryByText(/suspicious, not sharper/)).toBeNull();
  },
};

export const SuspiciousNotSharper: Story = {
  args: { score: allFallacious, kind: 'after-practice', previous: { score: fair, kind: 'baseline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are getting suspicious, not sharper')).toBeInTheDocument();
    await expect(canvas.getByText('12 of 12 fallacious arguments called fallacious')).toBeInTheDocument();
    await expect(canvas.getByText('0 of 12 sound arguments called sound')).toBeInTheDocument();
    await expect(canvas.getByText('Strongly over-suspicious')).toBeInTheDocument();
    await expect(canvas.getByText('No discernment yet')).toBeInTheDocument();
  },
};
