import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FoundCounter } from '@/features/rhetoric-analysis/components/FoundCounter';

/** 'Found n / total techniques' and a progress bar; the line is a status region, so each find is announced. */
const meta = {
  title: 'Features/Rhetoric Analysis/FoundCounter',
  component: FoundCounter,
  args: { found: 0, total: 9 },
} satisfies Meta<typeof FoundCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Techniques found so far' })).toHaveTextContent('Found 0 / 9 techniques');
    await expect(canvas.getByRole('progressbar', { name: 'Techniques found' })).toHaveAttribute('aria-valuenow', '0');
  },
};

export const SomeFound: Story = {
  args: { found: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Techniques found so far' })).toHaveTextContent('Found 3 / 9 techniques');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  },
};

export const AllFound: Story = {
  args: { found: 9 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Techniques found so far' });
    await expect(status).toHaveTextContent('Found 9 / 9 techniques');
    await expect(status).toHaveTextContent('All found.');
  },
};
