import { Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LabelledSection } from '@/components/layout/LabelledSection';

/**
 * A region of a page named by its own heading: the section's `aria-labelledby` points at the
 * heading, so a screen reader lists it among the landmarks under that name.
 *
 * Use it for every titled part of a page (lessons use it through LessonSection). Don't use it for a
 * part without a visible heading: give that an `aria-label`, or no region at all.
 */
const meta = {
  title: 'Components/Layout/LabelledSection',
  component: LabelledSection,
  args: {
    id: 'the-mission',
    title: 'The mission',
    children: <Typography>Teach you to see the tricks, name them correctly and answer them calmly.</Typography>,
  },
} satisfies Meta<typeof LabelledSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'The mission' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'The mission' })).toHaveAttribute('id', 'the-mission');
    await expect(within(region).getByText(/answer them calmly/)).toBeVisible();
  },
};

export const SubSection: Story = {
  args: { id: 'worked-example', title: 'A worked example', headingLevel: 'h3', gap: 1, headingSx: { fontSize: '1.3rem' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'A worked example' })).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible();
  },
};
