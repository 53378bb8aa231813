import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ChalkboardPage from '@/features/chalkboard/ChalkboardPage';

/** /chalkboard: a static sample, a typed-in one, a long one that shrinks, and a board to draw on. */
const meta = {
  title: 'Features/Chalkboard/ChalkboardPage',
  component: ChalkboardPage,
  parameters: { route: '/chalkboard' },
} satisfies Meta<typeof ChalkboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Demo: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The Chalkboard' })).toBeInTheDocument();
    for (const name of ['Static sample', 'Typed sample', 'Long sample']) {
      await expect(canvas.getByRole('region', { name })).toBeInTheDocument();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Write it again' }));
    await expect(canvas.getByRole('img', { name: 'Your chalkboard: empty' })).toBeInTheDocument();
  },
};
