import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { KeptClassList } from '@/features/classroom/components/KeptClassList';

/** The classes whose teacher keys this browser keeps: open one, or forget one here after a confirmation. */
const meta = {
  title: 'Features/Classroom/KeptClassList',
  component: KeptClassList,
  args: {
    onForget: fn(),
    classes: [
      { id: 'c1', name: 'Year 9 English, set 2', code: 'K7M4QX', href: '/teach/class/c1' },
      { id: 'c2', name: 'Year 12 Critical Thinking', code: 'PQ7R2D', href: '/teach/class/c2' },
    ],
  },
} satisfies Meta<typeof KeptClassList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoClasses: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Year 9 English, set 2' })).toHaveAttribute('href', '/teach/class/c1');
    await expect(canvas.getByText('code K7M-4QX')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Forget Year 9 English, set 2 in this browser' }));
    const dialog = await screen.findByRole('dialog', { name: /Forget “Year 9 English, set 2”/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onForget).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Forget Year 9 English, set 2 in this browser' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Forget it here' }));
    await expect(args.onForget).toHaveBeenCalledWith('c1');
  },
};

export const None: Story = {
  args: { classes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/This browser keeps no class yet/)).toBeVisible();
  },
};
