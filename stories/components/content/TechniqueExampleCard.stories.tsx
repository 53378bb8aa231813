import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TechniqueExampleCard } from '@/components/content/TechniqueExampleCard';
import appealsToFear from '@/content/techniques/appeals-to-fear';

/** One example of a technique at work: the case, then what it does to the audience. */
const example = appealsToFear.examples[0]!;
const meta = {
  title: 'Components/Content/TechniqueExampleCard',
  component: TechniqueExampleCard,
  args: { title: example.title, text: example.text, analysis: example.analysis },
  decorators: [(Story) => <div style={{ maxWidth: '70ch' }}><Story /></div>],
} satisfies Meta<typeof TechniqueExampleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: example.title })).toBeInTheDocument();
    await expect(canvas.getByText('What it does')).toBeInTheDocument();
  },
};

export const ShortText: Story = {
  args: { title: 'The billboard', text: '"Only 3 left!"', analysis: 'Scarcity, invented or real, shortens the time you spend thinking.' },
};

export const Dark: Story = { globals: { scheme: 'dark' } };
