import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { quizQuestions } from '@/content/games/quiz';
import { Passage } from '@/features/rhetoric-quiz/components/Passage';
import { fixtureQuestions } from '@/features/rhetoric-quiz/fixtures';

const fixture = fixtureQuestions[0]!;
const real = quizQuestions[0]!;

/**
 * The exercise text with the segment being asked about highlighted: a colour, bold type and a
 * heavy underline, and "Highlighted segment" for screen readers, so colour is never the only sign.
 */
const meta = {
  title: 'Features/Rhetoric Quiz/Passage',
  component: Passage,
  args: { title: fixture.title, fullText: fixture.fullText, segments: fixture.segments, current: 0 },
} satisfies Meta<typeof Passage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSegment: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect(marks).toHaveLength(1);
    await expect(marks[0]).toHaveTextContent(`Highlighted segment: ${fixture.segments[0]!.text}`);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: fixture.title })).toBeInTheDocument();
  },
};

export const MiddleSegment: Story = {
  args: { current: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')).toHaveTextContent(fixture.segments[1]!.text);
    // The whole passage is still there, in order.
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      fixture.fullText.slice(0, 20),
    );
  },
};

export const LastSegment: Story = { args: { current: fixture.segments.length - 1 } };

/** A real exercise text, mid-way through. */
export const RealExercise: Story = {
  args: { title: real.title, fullText: real.fullText, segments: real.segments, current: 4 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')).toHaveTextContent(real.segments[4]!.text);
  },
};

export const Mobile: Story = {
  args: { title: real.title, fullText: real.fullText, segments: real.segments, current: 2 },
  globals: { viewport: { value: 'mobile1' } },
};
