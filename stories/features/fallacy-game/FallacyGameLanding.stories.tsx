import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FallacyGameLanding } from '@/features/fallacy-game/components/FallacyGameLanding';

/** The fallacy-identification game's landing screen: Start Game, or Review The Three Pillars (/beginners-guide). */
const meta = {
  title: 'Features/Fallacy Game/FallacyGameLanding',
  component: FallacyGameLanding,
  args: { onStart: fn() },
} satisfies Meta<typeof FallacyGameLanding>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Review The Three Pillars' })).toHaveAttribute('href', '/beginners-guide');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Game' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};
