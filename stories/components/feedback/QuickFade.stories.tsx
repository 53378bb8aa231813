import { Box, Button, Stack } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { QuickFade } from '@/components/feedback/QuickFade';
import { fadeKeyframes } from '@/theme/motion';

/** A button that shows and hides a card through QuickFade, as a Modal does its dialog. */
function Harness({ exit, onExited }: { exit: number; onExited: () => void }) {
  const [shown, setShown] = useState(false);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" onClick={() => setShown((s) => !s)}>
        {shown ? 'Hide' : 'Show'}
      </Button>
      <QuickFade in={shown} timeout={{ enter: 225, exit }} onExited={onExited}>
        <Box data-testid="faded" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          The dialog would be here.
        </Box>
      </QuickFade>
    </Stack>
  );
}

/**
 * MUI's Fade for a Dialog and its backdrop, as a CSS animation: it starts from its first keyframe
 * without reading the layout, so opening a dialog forces no layout of the page in the task that
 * opens it. `Modal` fades in with it and closes without a fade (an exit of 0 ms, ended just before the next paint). Closed and done, the
 * child is hidden (invisible and out of the accessibility tree); under reduced motion there is no
 * animation and the callbacks come at once.
 */
const meta = {
  title: 'Components/Feedback/QuickFade',
  component: Harness,
  args: { exit: 195, onExited: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const animationNames = (el: HTMLElement) => el.getAnimations().map((a) => (a as CSSAnimation).animationName);

/** Shown, it fades in; hidden, it fades out, then is hidden and says so. */
export const FadesInAndOut: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const faded = canvas.getByTestId('faded');
    await expect(faded).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(animationNames(faded)).toEqual([fadeKeyframes.in]);
    await waitFor(() => expect(faded).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(animationNames(faded)).toEqual([fadeKeyframes.out]);
    await expect(args.onExited).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onExited).toHaveBeenCalledOnce());
    await expect(faded).not.toBeVisible();
  },
};

/**
 * With no exit time (a Modal's) it goes without an animation, just before the next paint: not in
 * the commit that hides it, so what had focus in it keeps it until the page takes it back.
 */
export const GoesInTheNextFrame: Story = {
  args: { exit: 0 },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const faded = canvas.getByTestId('faded');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(faded).toBeVisible());
    // A scripted click is handled at once and React commits in the microtask after it.
    canvas.getByRole('button', { name: 'Hide' }).click();
    await Promise.resolve();
    expect(args.onExited).not.toHaveBeenCalled();
    await new Promise(requestAnimationFrame);
    expect(args.onExited).toHaveBeenCalledOnce();
    await expect(faded).not.toBeVisible();
  },
};
