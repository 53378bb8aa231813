import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardStats } from '@/features/auth/components/DashboardStats';
import { SAMPLE_STATS } from '@/features/auth/sampleData';

/** The dashboard's stat cards (hard-coded sample data, labelled so on the page). */
const meta = {
  title: 'Features/Auth/DashboardStats',
  component: DashboardStats,
  args: { stats: SAMPLE_STATS },
} satisfies Meta<typeof DashboardStats>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SampleData: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Stats' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(SAMPLE_STATS.length);
    await expect(list).toHaveTextContent('Total views');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
