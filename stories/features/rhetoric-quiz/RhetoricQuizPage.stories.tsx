import type { UnknownAction } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { quizQuestions } from '@/content/games/quiz';
import RhetoricQuizPage from '@/features/rhetoric-quiz/RhetoricQuizPage';
import {
  initialRhetoricQuizState,
  rhetoricQuizActions,
  rhetoricQuizSlice,
  type RhetoricQuizState,
} from '@/features/rhetoric-quiz/rhetoricQuizSlice';

const run = (state: RhetoricQuizState, ...actions: UnknownAction[]) =>
  actions.reduce((s, action) => rhetoricQuizSlice.reducer(s, action), state);

/** Answers the rest of the round, the first `right` segments correctly. */
function playRound(state: RhetoricQuizState, right: number): RhetoricQuizState {
  let s = state;
  for (let i = s.segmentIndex; i < (s.questions[s.round]?.segments.length ?? 0); i += 1) {
    const index = s.options[i]!.findIndex((o) => o.correct === i < right);
    s = run(s, rhetoricQuizActions.optionPicked({ index }), rhetoricQuizActions.nextClicked());
  }
  return s;
}

const playing = run(initialRhetoricQuizState, rhetoricQuizActions.startClicked({ questions: quizQuestions }), rhetoricQuizActions.transitionFinished({ seed: 7 }));
/** Round one's length, and a score in it that lands in the Logic Learner band (70 to 79 per cent). */
const ROUND_ONE = quizQuestions[0]!.segments.length;
const ROUND_ONE_RIGHT = Math.ceil(ROUND_ONE * 0.7);
const roundOneDone = playRound(playing, ROUND_ONE_RIGHT);
let lastRoundDone = roundOneDone;
for (let r = 1; r < quizQuestions.length; r += 1) {
  lastRoundDone = playRound(run(lastRoundDone, rhetoricQuizActions.nextRoundClicked(), rhetoricQuizActions.transitionFinished({ seed: r })), 99);
}

const correctText = (state: RhetoricQuizState) => state.options[state.segmentIndex]!.find((o) => o.correct)!.text;

/**
 * The connected Sophist Game at /rhetoricgame: title screen, play (passage, options, popup,
 * cheatsheet), the round-complete panel and the end screen, driven by the rhetoricQuiz slice.
 */
const meta = {
  title: 'Features/Rhetoric Quiz/RhetoricQuizPage',
  component: RhetoricQuizPage,
  parameters: { route: '/rhetoricgame', layout: 'fullscreen' },
} satisfies Meta<typeof RhetoricQuizPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StartToFirstAnswer: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start Game' }));
    await expect(await screen.findByText('Setting up the first round…')).toBeInTheDocument();
    const prompt = await canvas.findByText('Which technique does the highlighted segment use?', {}, { timeout: 3000 });
    await waitFor(() => expect(prompt).toHaveFocus());
    await expect(canvas.getByText(`Round 1 of 4 · Segment 1 of ${ROUND_ONE}`)).toBeVisible();
    await expect(canvasElement.querySelector('mark')).toHaveTextContent(quizQuestions[0]!.segments[0]!.text);
  },
};

export const Playing: Story = {
  parameters: { preloadedState: { rhetoricQuiz: playing } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: correctText(playing) }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct!' });
    await waitFor(() => expect(dialog).toBeVisible());
    for (const button of within(canvas.getByRole('group', { name: 'Which technique does the highlighted segment use?', hidden: true })).getAllByRole('button', { hidden: true })) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(canvas.getByText('Score: 1 / 1')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByText(`Round 1 of 4 · Segment 2 of ${ROUND_ONE}`)).toBeVisible());
    await expect(canvasElement.querySelector('mark')).toHaveTextContent(quizQuestions[0]!.segments[1]!.text);
  },
};

export const WrongThenDismissed: Story = {
  parameters: { preloadedState: { rhetoricQuiz: playing } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const wrong = playing.options[0]!.find((o) => !o.correct)!.text;
    await userEvent.click(canvas.getByRole('button', { name: wrong }));
    await screen.findByRole('dialog', { name: 'Incorrect' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The popup was closed without Next: a Next button stays on the page.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByText(`Round 1 of 4 · Segment 2 of ${ROUND_ONE}`)).toBeVisible());
    await expect(canvas.getByText('Score: 0 / 1')).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  parameters: { preloadedState: { rhetoricQuiz: playing } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const target = correctText(playing);
    const index = playing.options[0]!.findIndex((o) => o.text === target);
    // The passage's scroll box is the first stop (its text scrolls from the keyboard), then the options.
    for (let i = 0; i <= index + 1; i += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: target })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Correct!' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const next = within(dialog).getByRole('button', { name: 'Next' });
    while (document.activeElement !== next) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const prompt = canvas.getByText('Which technique does the highlighted segment use?');
    await waitFor(() => expect(prompt).toHaveFocus());
    await userEvent.tab();
    // The page is back in the accessibility tree once the popup has gone, just before the next paint.
    const group = await canvas.findByRole('group', { name: 'Which technique does the highlighted segment use?' });
    await expect(within(group).getAllByRole('button')[0]).toHaveFocus();
  },
};

export const CheatsheetOpen: Story = {
  parameters: { preloadedState: { rhetoricQuiz: playing } },
  play: async ({ canvasElement, userEvent }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Cheatsheet' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cheatsheet' });
    await waitFor(() => expect(dialog).toBeVisible());
    // Focus moves in just before the dialog's first paint.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (const option of playing.options[0]!) {
      await expect(within(dialog).getByRole('heading', { level: 3, name: option.text })).toBeVisible();
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const RoundComplete: Story = {
  parameters: { preloadedState: { rhetoricQuiz: roundOneDone } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Round 1 Complete!' })).toBeVisible();
    await expect(canvas.getByText(`Score: ${ROUND_ONE_RIGHT} / ${ROUND_ONE}`)).toBeVisible();
    await expect(canvas.getByText('Good!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous Round' })).toBeDisabled();
  },
};

export const FinishGameToRank: Story = {
  parameters: { preloadedState: { rhetoricQuiz: lastRoundDone } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Round 4 Complete!' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish Game' }));
    await expect(await screen.findByText('Grading your answers…')).toBeInTheDocument();
    const heading = await canvas.findByRole('heading', { name: 'Game Over' }, { timeout: 3000 });
    await waitFor(() => expect(heading).toHaveFocus());
    const attempted = lastRoundDone.attempted;
    await expect(canvas.getByText(`Final Score: ${attempted - 3} / ${attempted}`)).toBeVisible();
    await expect(canvas.getByText('Sophist')).toBeVisible();
  },
};

export const GradeNowToRank: Story = {
  parameters: { preloadedState: { rhetoricQuiz: roundOneDone } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Grade Now' }));
    await canvas.findByRole('heading', { name: 'Game Over' }, { timeout: 3000 });
    await expect(canvas.getByText(`Final Score: ${ROUND_ONE_RIGHT} / ${ROUND_ONE}`)).toBeVisible();
    await expect(canvas.getByText(`${Math.floor((100 * ROUND_ONE_RIGHT) / ROUND_ONE)}%`)).toBeVisible();
    await expect(canvas.getByText('Logic Learner')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play Again' }));
    await expect(await canvas.findByRole('button', { name: 'Start Game' })).toBeVisible();
  },
};
