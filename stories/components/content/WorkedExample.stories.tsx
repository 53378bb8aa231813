import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WorkedExample } from '@/components/content/WorkedExample';
import cutTheCrap from '@/content/articles/cut-the-crap';

/** One method step run on an invented, real-sounding claim: the claim, the workings, the verdict. */
const first = cutTheCrap.blocks.find((b) => b.type === 'worked');
if (first?.type !== 'worked') throw new Error('Cut the Crap has no worked example');

const meta = {
  title: 'Components/Content/WorkedExample',
  component: WorkedExample,
  args: { claim: first.claim, steps: first.steps, verdict: first.verdict },
  decorators: [(Story) => <div style={{ maxWidth: '70ch' }}><Story /></div>],
} satisfies Meta<typeof WorkedExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromCutTheCrap: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Worked example' });
    await expect(within(group).getAllByRole('listitem')).toHaveLength(first.steps.length);
    await expect(group).toHaveTextContent('Verdict:');
  },
};

export const OneStep: Story = {
  args: {
    claim: 'Headline: "Scientists say chocolate makes you smarter."',
    steps: [{ label: 'Find the study', text: 'Eleven volunteers, one afternoon, a memory test, funded by a chocolate maker.' }],
    verdict: 'Enjoy the chocolate. Do not cite it.',
  },
};
