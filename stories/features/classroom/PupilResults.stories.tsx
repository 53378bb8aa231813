import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PupilResults } from '@/features/classroom/components/PupilResults';
import { sampleClass } from '@/features/classroom/sampleClass';

/** A table per nickname: each pupil's checks, practice and review, one disclosure per pupil. */
const meta = {
  title: 'Features/Classroom/PupilResults',
  component: PupilResults,
  args: { pupils: sampleClass.pupils },
} satisfies Meta<typeof PupilResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixPupils: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Captain Logic: checks' });
    // Closed until asked for, so thirty pupils make a short page.
    await expect(table).not.toBeVisible();
    await userEvent.click(canvas.getByText('Captain Logic'));
    await expect(table).toBeVisible();
    await expect(within(within(table).getByRole('row', { name: /Post/ })).getByText('79 (61 to 97): Fair discernment')).toBeVisible();
    await expect(canvas.getByText(/Practice: caught 18 of 24 fallacies/)).toBeVisible();
  },
};

export const NobodyYet: Story = {
  args: { pupils: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No pupil has joined yet.')).toBeVisible();
  },
};
