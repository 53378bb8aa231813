import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommonCasesList } from '@/components/content/CommonCasesList';
import adHominem from '@/content/fallacies/ad-hominem';
import strawMan from '@/content/fallacies/straw-man';

/** Where you will meet it: a numbered list of short titled cases (three on every fallacy lesson). */
const meta = {
  title: 'Components/Content/CommonCasesList',
  component: CommonCasesList,
  args: { cases: adHominem.commonCases },
  decorators: [(Story) => <div style={{ maxWidth: '70ch' }}><Story /></div>],
} satisfies Meta<typeof CommonCasesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeCases: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const StrawMan: Story = { args: { cases: strawMan.commonCases } };

export const OneCase: Story = { args: { cases: adHominem.commonCases.slice(0, 1) } };
