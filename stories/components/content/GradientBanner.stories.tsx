import { Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GradientBanner } from '@/components/content/GradientBanner';

/**
 * The /test-theme band: a gradient through the board greens and the warm accent, drifting in a
 * 5 s loop; still under prefers-reduced-motion or when paused. Dark in both schemes, so chalk text reads.
 */
const meta = {
  title: 'Components/Content/GradientBanner',
  component: GradientBanner,
  args: {
    children: (
      <>
        <Typography variant="h1">Gradient Theme Test</Typography>
        <Typography sx={{ mt: 2, maxWidth: '60ch' }}>If the background is shifting, the theme works.</Typography>
      </>
    ),
  },
} satisfies Meta<typeof GradientBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Drifting: Story = {
  play: async ({ canvasElement }) => {
    const band = canvasElement.querySelector('[data-animated]')!;
    const style = getComputedStyle(band);
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(style.animationName === 'none').toBe(reduced);
    if (!reduced) {
      await expect(style.animationDuration).toBe('5s');
      await expect(style.animationIterationCount).toBe('infinite');
    }
    await expect(style.backgroundImage).toContain('linear-gradient');
  },
};

export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement.querySelector('[data-animated]')!).animationPlayState).toBe('paused');
  },
};
