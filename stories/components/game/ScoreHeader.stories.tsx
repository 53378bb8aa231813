import { Button } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ScoreHeader, type ScoreHeaderProps } from '@/components/game/ScoreHeader';

/**
 * The Detective's header: total score, round score out of 7, question out of 7, the round, the
 * time left (the shared TimerBar, red in the last 10 s), the hint and a link home. A score that
 * rises pulses for a second; under reduced motion it is a static highlight instead.
 */
const meta = {
  title: 'Components/Game/ScoreHeader',
  component: ScoreHeader,
  args: {
    score: 6,
    roundScore: 2,
    round: 2,
    rounds: 5,
    questionNumber: 3,
    questionsPerRound: 7,
    secondsLeft: 31,
    totalSeconds: 45,
    warnBelow: 10,
    hint: 'Need 5 correct answers to advance!',
  },
} satisfies Meta<typeof ScoreHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 / 7')).toBeInTheDocument();
    await expect(canvas.getByText('3 / 7')).toBeInTheDocument();
    await expect(canvas.getByText('Need 5 correct answers to advance!')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

export const LastTenSeconds: Story = {
  args: { secondsLeft: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0:07 (hurry)')).toBeInTheDocument();
  },
};

export const TimedOut: Story = {
  args: { secondsLeft: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Time's up")).toBeInTheDocument();
  },
};

export const Untimed: Story = { args: { secondsLeft: null } };

function Rising(props: ScoreHeaderProps) {
  const [score, setScore] = useState(props.score);
  return (
    <>
      <ScoreHeader {...props} score={score} roundScore={props.roundScore + score - props.score} />
      <Button sx={{ mt: 2 }} variant="outlined" onClick={() => setScore((n) => n + 1)}>
        Score a point
      </Button>
    </>
  );
}

export const ScorePulse: Story = {
  render: (args) => <Rising {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Score a point' }));
    const score = canvas.getByText('7');
    await expect(score).toHaveAttribute('data-pulsing', 'true');
    await expect(canvas.getByText('3 / 7', { selector: '[data-pulsing]' })).toBeInTheDocument();
    // One second later the highlight is gone.
    await waitFor(() => expect(score).not.toHaveAttribute('data-pulsing'), { timeout: 2000 });
  },
};

export const Mobile: Story = {
  decorators: [(Story) => <div style={{ width: 340 }}><Story /></div>],
};
