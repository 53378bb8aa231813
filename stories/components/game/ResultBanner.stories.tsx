import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ResultBanner } from '@/components/game/ResultBanner';

/**
 * The verdict after an answer: "Correct!" or "Incorrect", the fallacy it was, one or two
 * sentences on why, and a link to the lesson. With a Next button when the player moves on by
 * hand (the fallacy-identification game, or the Detective with the timer off).
 *
 * Use it for the verdict in the flow of play: it holds its place, so nothing moves. Don't use a
 * Toast (missed) or a Modal (breaks the rhythm) for results.
 *
 * Keyboard: the Next button can take focus when the banner appears (`focusNext`). A screen reader
 * hears the verdict through the game's live region; until shown, the banner is hidden from it.
 */
const meta = {
  title: 'Components/Game/ResultBanner',
  component: ResultBanner,
  args: {
    correct: true,
    answerName: 'Straw Man',
    explanation: 'The proposal was a shorter meeting, not abolishing communication. The reply attacks a far sillier position.',
    lessonHref: '/fallacies/straw-man',
  },
} satisfies Meta<typeof ResultBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Correct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Correct!')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Read the Straw Man lesson' })).toHaveAttribute('href', '/fallacies/straw-man');
  },
};

export const Incorrect: Story = {
  args: { correct: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Incorrect')).toBeInTheDocument();
    await expect(canvas.getByText('It was Straw Man.')).toBeInTheDocument();
  },
};

export const TimedOut: Story = {
  args: { correct: false, timedOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Time's up.")).toBeInTheDocument();
  },
};

export const WithNext: Story = {
  args: { correct: false, onNext: fn(), nextLabel: 'Next question', focusNext: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next question' });
    // Focus moves in the frame that shows the verdict, not in the answer's task.
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const WithoutLesson: Story = {
  args: { answerName: 'Moving the Goalposts', lessonHref: null, explanation: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/**
 * Before the answer: the banner holds its place (the real size of the coming verdict) but is
 * invisible, hidden from assistive technology and out of the tab order, so when it appears
 * nothing on the page moves.
 */
export const Reserved: Story = {
  args: { shown: false, correct: false, onNext: fn(), focusNext: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Incorrect')).not.toBeVisible();
    await expect(document.activeElement).toBe(document.body);
    const banner = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"][inert]');
    await expect(banner?.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};
