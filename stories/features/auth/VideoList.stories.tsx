import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VideoList } from '@/features/auth/components/VideoList';
import { SAMPLE_VIDEOS } from '@/features/auth/sampleData';

/** The dashboard's videos: title, date, length, views, fallacies flagged and a status chip (sample data). */
const meta = {
  title: 'Features/Auth/VideoList',
  component: VideoList,
  args: { videos: SAMPLE_VIDEOS },
} satisfies Meta<typeof VideoList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SampleData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(SAMPLE_VIDEOS.length);
    await expect(canvas.getByText('Spot the Straw Man: A Family Dinner, Annotated')).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(canvas.getByText(/18,204 views/)).toBeVisible();
  },
};

export const Empty: Story = { args: { videos: [] } };
