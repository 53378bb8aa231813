import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExampleWithAnalysis } from '@/components/content/ExampleWithAnalysis';
import adHominem from '@/content/fallacies/ad-hominem';
import postHoc from '@/content/fallacies/post-hoc';

/** A worked example: the scene chalked on a board, then the analysis under its own heading. */
const meta = {
  title: 'Components/Content/ExampleWithAnalysis',
  component: ExampleWithAnalysis,
  args: { scenario: adHominem.classicExample.scenario, analysis: adHominem.classicExample.analysis },
  decorators: [(Story) => <div style={{ maxWidth: '70ch' }}><Story /></div>],
} satisfies Meta<typeof ExampleWithAnalysis>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdHominem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The scene')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'What went wrong' })).toBeInTheDocument();
  },
};

export const PostHoc: Story = { args: { scenario: postHoc.classicExample.scenario, analysis: postHoc.classicExample.analysis } };

export const CustomLabels: Story = { args: { scenarioLabel: 'The advert', analysisTitle: 'What it does to you' } };

export const Dark: Story = { globals: { scheme: 'dark' } };
