import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BiasMeter } from '@/features/check/components/BiasMeter';

/** Where the learner draws the line: from over-suspicious (negative c) to too trusting (positive c). */
const meta = {
  title: 'Features/Check/BiasMeter',
  component: BiasMeter,
  args: { criterion: 0, label: 'Balanced' },
} satisfies Meta<typeof BiasMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

const markerLeft = (el: HTMLElement) => {
  const marker = el.querySelector<HTMLElement>('[data-marker]')!;
  const track = marker.parentElement!;
  return (marker.getBoundingClientRect().left + marker.offsetWidth / 2 - track.getBoundingClientRect().left) / track.offsetWidth;
};

export const Balanced: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/no thumb on the scale/)).toBeInTheDocument();
    await expect(markerLeft(canvasElement)).toBeCloseTo(0.5, 1);
  },
};

export const StronglyOverSuspicious: Story = {
  args: { criterion: -1.77, label: 'Strongly over-suspicious' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Strongly over-suspicious')).toBeInTheDocument();
    await expect(within(canvasElement).getByText(/Suspicion is cheap/)).toBeInTheDocument();
    await expect(markerLeft(canvasElement)).toBeLessThan(0.1);
  },
};

export const TooTrusting: Story = {
  args: { criterion: 0.9, label: 'Far too trusting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/benefit of the doubt/)).toBeInTheDocument();
    await expect(markerLeft(canvasElement)).toBeGreaterThan(0.65);
  },
};
