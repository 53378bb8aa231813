import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckResults } from '@/features/check/components/CheckResults';
import { allFallacious, fair, workedAfter, workedBefore } from './fixtures';

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
    await expect(canvas.getByText(/the range your score probably lies in \(95 %\)/)).toBeInTheDocument();
  },
};

export const SuspiciousNotSharper: Story = {
  args: { score: allFallacious, kind: 'after-practice', previous: { score: fair, kind: 'baseline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('More suspicious, not sharper')).toBeInTheDocument();
    await expect(canvas.getByText('12 of 12 fallacious arguments called fallacious')).toBeInTheDocument();
    await expect(canvas.getByText('0 of 12 sound arguments called sound')).toBeInTheDocument();
    await expect(canvas.getByText('Strongly over-suspicious')).toBeInTheDocument();
    await expect(canvas.getByText('No discernment yet')).toBeInTheDocument();
  },
};

/** 3 of 12 caught and 12 of 12 accepted, then 12 of 12 and 11 of 12: a sure rise, so no warning, and the move of the line said beside it. */
export const SharperAndQuicker: Story = {
  args: { score: workedAfter, kind: 'after-practice', previous: { score: workedBefore, kind: 'baseline', gapMs: 3 * 24 * 3600 * 1000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('More suspicious, not sharper')).toBeNull();
    await expect(canvas.getByText('Sharper, and also quicker to call fallacy')).toBeInTheDocument();
    await expect(canvas.getByText(/a change we can be fairly sure of/)).toBeInTheDocument();
  },
};

/** Two checks minutes apart: the comparison says it measures strategy, not learning. */
export const SameDayRetake: Story = {
  args: { score: fair, kind: 'again', previous: { score: fair, kind: 'baseline', gapMs: 20 * 60 * 1000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/measures strategy/)).toBeInTheDocument();
    await expect(canvas.getByText(/no change big enough to be sure of/)).toBeInTheDocument();
  },
};
