import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProTip } from '@/components/content/ProTip';
import adHominem from '@/content/fallacies/ad-hominem';
import gaslighting from '@/content/techniques/gaslighting';

/**
 * The persona's closing advice on a small chalkboard, signed. It is a note named "Pro tip".
 *
 * Use it once, at the end of a lesson. Don't use it for warnings (DefenseBox) or for body text.
 */
const meta = {
  title: 'Components/Content/ProTip',
  component: ProTip,
  args: { text: adHominem.proTip },
  decorators: [(Story) => <div style={{ maxWidth: '70ch' }}><Story /></div>],
} satisfies Meta<typeof ProTip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note', { name: 'Pro tip' });
    await expect(note).toHaveTextContent(/You have a grudge/);
    await expect(note).toHaveTextContent('— The Sophist');
  },
};

export const Serious: Story = { args: { text: gaslighting.proTip, label: 'A word, seriously' } };

export const Dark: Story = { globals: { scheme: 'dark' } };
