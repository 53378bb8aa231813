import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BeginnersGuidePage from '@/pages/lessons/BeginnersGuidePage';

/** /beginners-guide: intro, the three pillar cards and the "build an argument" exercise. */
const meta = {
  title: 'Pages/Lessons/BeginnersGuidePage',
  component: BeginnersGuidePage,
  parameters: { route: '/beginners-guide' },
} satisfies Meta<typeof BeginnersGuidePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, to] of [['Ethos', '/concept/ethos'], ['Pathos', '/concept/pathos'], ['Logos', '/concept/logos']] as const)
      await expect(canvas.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', to);
    await expect(canvas.getByRole('form', { name: 'Build an argument' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { scheme: 'dark' } };
