import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { LessonPager } from '@/components/content/LessonPager';

/**
 * Previous and next through a series (the 13 fallacies, the 8 techniques). Either side may be missing.
 *
 * Use it at the end of a lesson in a series. A screen reader hears a navigation landmark (named by
 * `ariaLabel`) with "Previous" and "Next" links named by the lesson titles.
 */
const meta = {
  title: 'Components/Content/LessonPager',
  component: LessonPager,
  args: {
    previous: { to: '/fallacies/AdHominem', label: 'Ad Hominem' },
    next: { to: '/fallacies/AppealToEmotion', label: 'Appeal to Emotion' },
    ariaLabel: 'Previous and next fallacy',
  },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/" element={<div style={{ maxWidth: '70ch' }}><Story /></div>} />
        <Route path="*" element={<p>Arrived.</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof LessonPager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Both: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Previous and next fallacy' });
    await expect(within(nav).getByRole('link', { name: /Previous Ad Hominem/ })).toHaveAttribute('rel', 'prev');
    const next = within(nav).getByRole('link', { name: /Next Appeal to Emotion/ });
    await expect(next).toHaveAttribute('href', '/fallacies/AppealToEmotion');
    await userEvent.click(next);
    await expect(await within(canvasElement).findByText('Arrived.')).toBeInTheDocument();
  },
};

export const FirstLesson: Story = {
  args: { previous: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

export const LastLesson: Story = { args: { next: undefined } };

/** On a phone the two links stack. */
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>] };
