import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GameAnnouncer } from '@/components/game/GameAnnouncer';

/**
 * Each game's one polite live region: screen readers hear the new statement, the result, the last
 * ten seconds and a new round. It is visually hidden; render it always and change `message`.
 */
const meta = {
  title: 'Components/Game/GameAnnouncer',
  component: GameAnnouncer,
  args: { message: 'Correct! That was a Straw Man.' },
} satisfies Meta<typeof GameAnnouncer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The announcer's region (the story frame also holds the toasts' live region). */
const announcer = (root: HTMLElement) => root.querySelector<HTMLElement>('[role="status"][aria-atomic="true"]')!;

export const Speaking: Story = {
  play: async ({ canvasElement }) => {
    const region = announcer(canvasElement);
    await expect(region).not.toBeNull();
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent('Correct! That was a Straw Man.');
    // Heard, not seen: the region occupies at most one pixel.
    const box = region.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};

export const Silent: Story = {
  args: { message: '' },
  play: async ({ canvasElement }) => {
    await expect(announcer(canvasElement)).toBeEmptyDOMElement();
  },
};
