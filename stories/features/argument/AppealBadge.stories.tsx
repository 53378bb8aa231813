import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppealBadge } from '@/features/argument/components/AppealBadge';
import { APPEALS } from '@/features/argument/constants';

/**
 * The appeal a word card scores for: icon and name, in the appeal's colour. Use it wherever the
 * argument game names ethos, pathos or logos. The colour is never the only signal: the name is
 * always written. Not focusable; a screen reader reads the name (the icon is hidden from it).
 */
const meta = {
  title: 'Features/Argument/AppealBadge',
  component: AppealBadge,
  args: { appeal: 'ethos' },
} satisfies Meta<typeof AppealBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ethos: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ethos')).toBeVisible();
    // The icon is decoration: the name beside it says it all.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Pathos: Story = { args: { appeal: 'pathos' } };
export const Logos: Story = { args: { appeal: 'logos' } };

/** All three side by side, in the dark scheme too (toolbar). */
export const AllThree: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {APPEALS.map((appeal) => (
        <AppealBadge key={appeal} appeal={appeal} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Ethos', 'Pathos', 'Logos']) await expect(canvas.getByText(name)).toBeVisible();
  },
};
