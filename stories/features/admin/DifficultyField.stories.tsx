import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DifficultyField } from '@/features/admin/components/DifficultyField';

/**
 * The admin forms' difficulty picker: a native select of 1 to 5, required. Native on purpose:
 * every browser and screen reader already knows it (arrow keys change the value, Alt+Down opens
 * it on Windows, the phone's own wheel on iOS). A screen reader hears "Difficulty, required,
 * combo box" and, when invalid, the error under it.
 */
const meta = {
  title: 'Features/Admin/DifficultyField',
  component: DifficultyField,
  args: { id: 'difficulty', value: '', onChange: fn() },
} satisfies Meta<typeof DifficultyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Difficulty/ });
    await userEvent.selectOptions(select, '3');
    await expect(args.onChange).toHaveBeenCalledWith('3');
  },
};
export const Chosen: Story = { args: { value: '2' } };
export const Invalid: Story = { args: { error: 'Choose a difficulty from 1 to 5.' } };
export const Disabled: Story = { args: { value: '4', disabled: true } };
