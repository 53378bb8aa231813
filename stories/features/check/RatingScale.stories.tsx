import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { RatingScale } from '@/features/check/components/RatingScale';
import type { Rating } from '@/lib/discernment/check';

/** The six-point answer of the Discernment Check, from "Definitely sound" to "Definitely fallacious". Native radios: arrow keys move. */
const meta = {
  title: 'Features/Check/RatingScale',
  component: RatingScale,
  args: { value: null, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<Rating | null>(args.value);
    return (
      <RatingScale
        {...args}
        value={value}
        onChange={(r) => {
          setValue(r);
          args.onChange(r);
        }}
      />
    );
  },
} satisfies Meta<typeof RatingScale>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'How would you judge this argument?' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(6);
    await userEvent.click(canvas.getByLabelText('Probably fallacious'));
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByLabelText('Probably fallacious')).toBeChecked();
    // Arrow keys move along the scale.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByLabelText('Definitely fallacious')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
  },
};

export const Chosen: Story = {
  args: { value: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Probably sound')).toBeChecked();
  },
};
