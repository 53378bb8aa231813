import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultBand } from '@/features/check/components/ResultBand';
import { allFallacious, fair } from './fixtures';

/** Discernment as a band with its uncertainty, never a precise score; 50 is a coin toss. */
const meta = {
  title: 'Features/Check/ResultBand',
  component: ResultBand,
  args: { auc: fair.auc, low: fair.band.low, high: fair.band.high, label: fair.discernment.label },
} satisfies Meta<typeof ResultBand>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fair: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(fair.discernment.label)).toBeInTheDocument();
    await expect(canvas.getByText(/the range your score probably lies in \(95 %\) is \d+ to \d+/)).toBeInTheDocument();
    // Never two decimals of false precision.
    await expect(canvasElement.textContent).not.toMatch(/0\.\d{2}/);
  },
};

export const NoDiscernment: Story = {
  args: { auc: allFallacious.auc, low: allFallacious.band.low, high: allFallacious.band.high, label: allFallacious.discernment.label },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No discernment yet')).toBeInTheDocument();
    const band = canvasElement.querySelector<HTMLElement>('[data-band]')!;
    // The band straddles the coin-toss line.
    await expect(parseFloat(band.style.left || getComputedStyle(band).left)).toBeGreaterThan(0);
  },
};
