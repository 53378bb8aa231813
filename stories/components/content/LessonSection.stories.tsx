import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mui/material';
import { expect, within } from 'storybook/test';
import { LessonSection } from '@/components/content/LessonSection';
import adHominem from '@/content/fallacies/ad-hominem';

/**
 * One titled section of a lesson: heading (with an anchor id for "On this page"), paragraphs,
 * an optional list, then anything else. The section is a region named by its heading.
 */
const meta = {
  title: 'Components/Content/LessonSection',
  component: LessonSection,
  args: { title: 'What is it?', paragraphs: adHominem.whatIsIt },
  decorators: [(Story) => <div style={{ maxWidth: '70ch' }}><Story /></div>],
} satisfies Meta<typeof LessonSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraphs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'What is it?' });
    await expect(heading).toHaveAttribute('id', 'what-is-it');
    await expect(canvas.getByRole('region', { name: 'What is it?' })).toBeInTheDocument();
  },
};

export const WithList: Story = {
  args: {
    title: 'The enthymeme',
    paragraphs: ['An enthymeme leaves a premise unstated. Here is how to find it.'],
    list: ['Find the conclusion.', 'Find the stated reasons.', 'Find the unstated premise and ask whether you accept it.'],
    ordered: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const WithChildren: Story = {
  args: {
    title: 'Practice',
    headingLevel: 'h3',
    paragraphs: ['Reading is the easy part.'],
    children: <Button variant="contained">Practise this fallacy</Button>,
  },
};
