import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClassChangePanel } from '@/features/classroom/components/ClassChangePanel';
import { changeOf } from '@/features/classroom/classView';
import { sampleClass, sampleSmallClass, samplePupil } from '@/features/classroom/sampleClass';

const nicknames = Object.fromEntries(sampleClass.pupils.map((p) => [p.id, p.nickname]));

/**
 * The class's change since the baseline, discernment and bias apart: the mean with its 95 %
 * interval and the verdict from five pupils with both checks; under five, each pupil's own change.
 */
const meta = {
  title: 'Features/Classroom/ClassChangePanel',
  component: ClassChangePanel,
  args: { change: changeOf(sampleClass.pupils, 'post'), nicknames, laterName: 'Post' },
} satisfies Meta<typeof ClassChangePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sharper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('sharper')).toBeVisible();
    const table = canvas.getByRole('table', { name: /The class’s change, baseline to post \(5 pupils with both\)/ });
    const disc = within(within(table).getByRole('row', { name: /Discernment/ }));
    await expect(disc.getByText('+15')).toBeVisible();
    await expect(disc.getByText(/^\+\d+ to \+\d+$/)).toBeVisible();
    await expect(canvas.getByRole('table', { name: /Each pupil’s own change/ })).toBeVisible();
  },
};

/** Five pupils who call everything a fallacy after the lesson: more suspicious, not sharper. */
export const MoreSuspicious: Story = {
  args: {
    change: changeOf(
      [0.6, 0.62, 0.58, 0.61, 0.59].map((auc, i) =>
        samplePupil(i + 1, `Pupil ${i + 1}`, [
          { kind: 'baseline', at: '2026-11-02T09:00:00.000Z', auc, c: 0.1 },
          { kind: 'post', at: '2026-11-02T10:00:00.000Z', auc: auc + (i % 2 ? 0.01 : -0.01), c: -0.5 - i * 0.05 },
        ]),
      ),
      'post',
    ),
    nicknames: Object.fromEntries([1, 2, 3, 4, 5].map((i) => [`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, `Pupil ${i}`])),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('more suspicious, not sharper')).toBeVisible();
  },
};

export const UnderFive: Story = {
  args: { change: changeOf(sampleSmallClass.pupils, 'post') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/3 pupils have both a baseline and a post check: under 5, too few for a class average/)).toBeVisible();
    await expect(canvas.queryByText(/95 % interval/)).toBeNull();
    await expect(within(canvas.getByRole('row', { name: /Captain Logic/ })).getByText('+21')).toBeVisible();
  },
};

export const NobodyWithBoth: Story = {
  args: { change: changeOf([], 'delayed'), laterName: 'Delayed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No pupil has both a baseline and a delayed check yet/)).toBeVisible();
  },
};
