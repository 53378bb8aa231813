import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within, waitFor } from 'storybook/test';
import { FeedbackPopup } from '@/features/rhetoric-quiz/components/FeedbackPopup';
import { fixtureQuestions } from '@/features/rhetoric-quiz/fixtures';

const segment = fixtureQuestions[0]!.segments[0]!;
const [metaphor, simile] = segment.options;

/**
 * The popup after a pick: 'Correct!' or 'Incorrect', the picked option's explanation (and the
 * right one's, when the pick was wrong), the segment's analysis when it has one, and Next.
 * A dialog: focus moves in, stays in, and Escape closes it.
 *
 * It is the shared Modal: its title is the verdict ("Correct!" or "Incorrect"), so a screen reader
 * hears the result first. The explanation is one focusable group ("Explanation") so a keyboard user can
 * scroll a long one; Next is the confirm button, Escape closes without moving on.
 */
const meta = {
  title: 'Features/Rhetoric Quiz/FeedbackPopup',
  component: FeedbackPopup,
  // Overlays cover the window they open in: on the Docs page each story gets a frame of its own, not the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: { open: true, picked: metaphor, answer: metaphor, onNext: fn(), onClose: fn() },
} satisfies Meta<typeof FeedbackPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Correct: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Correct!' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(metaphor.explanation)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const Incorrect: Story = {
  args: { picked: simile },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Incorrect' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('You picked Simile. The answer is Metaphor.')).toBeVisible();
    await expect(within(dialog).getByText(simile.explanation)).toBeVisible();
    await expect(within(dialog).getByText(metaphor.explanation)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

export const WithAnalysis: Story = {
  args: { analysis: segment.analysis },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Correct!' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('heading', { name: "The Sophist's analysis" })).toBeVisible();
    await expect(within(dialog).getByText('Related techniques: Hyperbole, Simile')).toBeVisible();
  },
};
