import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DefenseBox } from '@/components/content/DefenseBox';

/** Closes every manipulation tactic in the dark arts: how to spot it, how to resist it. */
const meta = {
  title: 'Components/Content/DefenseBox',
  component: DefenseBox,
  args: {
    spot: 'Someone agrees with three true, obvious things about your situation in a row, then slips in a fourth that is neither.',
    resist: 'Notice the rhythm. Evaluate the fourth statement on its own, as if it had arrived first. A string of yeses is not a reason.',
  },
  decorators: [(Story) => <div style={{ maxWidth: '70ch' }}><Story /></div>],
} satisfies Meta<typeof DefenseBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note', { name: 'Your defence' });
    await expect(note).toHaveTextContent('How to spot it');
    await expect(note).toHaveTextContent('How to resist it');
  },
};
