import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PupilRecords } from '@/features/classroom/components/PupilRecords';
import { nothingYet, ownRecords } from './fixtures';

/**
 * What a class holds about one pupil, shown to that pupil exactly as the teacher gets it: every
 * check's scores with each fallacy's tallies and mix-ups, every practice round and review session,
 * in words and captioned tables.
 */
const meta = {
  title: 'Features/Classroom/PupilRecords',
  component: PupilRecords,
  args: { view: ownRecords },
} satisfies Meta<typeof PupilRecords>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AFortnightIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Quiet Otter')).toBeVisible();
    await expect(canvas.getByText('Year 9 English, set 2')).toBeVisible();
    const checks = canvas.getByRole('table', { name: 'Each check’s scores' });
    await expect(within(checks).getAllByRole('row')).toHaveLength(3);
    await expect(within(checks).getByRole('rowheader', { name: 'Check after practice' })).toBeVisible();
    await expect(within(checks).getByText('81 out of 100, give or take 18')).toBeVisible();
    await expect(within(checks).getByText('Over-suspicious (c = -0.45)')).toBeVisible();
    // Each check fallacy by fallacy, behind its summary, with the mix-ups.
    await userEvent.click(canvas.getByText(/^Baseline check, .*: fallacy by fallacy$/));
    const byFallacy = canvas.getByRole('table', { name: 'Baseline check: fallacy by fallacy' });
    await expect(within(byFallacy).getByRole('rowheader', { name: 'Straw Man' })).toBeVisible();
    await expect(canvas.getByText('Mixed up: Straw Man named as Red Herring.')).toBeVisible();
    const practice = canvas.getByRole('table', { name: 'All your rounds, fallacy by fallacy' });
    await expect(within(practice).getByRole('row', { name: /Ad Hominem 4 of 4 1 of 2/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Each session' })).toHaveTextContent('5 of 6');
  },
};

export const NothingSentYet: Story = {
  args: { view: nothingYet },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/^Nothing yet\./)).toHaveLength(3);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
