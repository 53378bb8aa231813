import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ReviewCard, type ReviewCardProps } from '@/features/review/components/ReviewCard';
import { drawItem, type ReviewItem } from '@/lib/review/items';

/** A fixed draw, so each story shows the same example: 0.99 picks the fallacious member, 0.01 the sound twin. */
const fixed = (first: number) => {
  let calls = 0;
  return () => (calls++ === 0 ? first : 0.5);
};
const spotFallacious = drawItem('fallacy:ad-hominem:spot', [], fixed(0.99))!;
const spotSound = drawItem('fallacy:ad-hominem:spot', [], fixed(0.01))!;
const twin = drawItem('fallacy:slippery-slope:twin', [], fixed(0.99))!;
const device = drawItem('device:Hyperbole', [], fixed(0.5))!;

/** The card with its own state, as the review page drives it. */
function Interactive(props: Omit<ReviewCardProps, 'chosen' | 'hinted' | 'onHint' | 'onAnswer'> & { onAnswer: (id: string) => void; onHint: () => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [hinted, setHinted] = useState(false);
  return (
    <ReviewCard
      {...props}
      chosen={chosen}
      hinted={hinted}
      onHint={() => {
        setHinted(true);
        props.onHint();
      }}
      onAnswer={(id) => {
        setChosen(id);
        props.onAnswer(id);
      }}
    />
  );
}

/**
 * One review question: an example drawn fresh for the card, its options and a hint; after the
 * answer the verdict, why, when the card comes back and the lesson.
 */
const meta = {
  title: 'Features/Review/ReviewCard',
  component: ReviewCard,
  args: { item: spotFallacious, position: 1, total: 10, chosen: null, hinted: false, onHint: fn(), onAnswer: fn(), onNext: fn() },
} satisfies Meta<typeof ReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const answerName = (item: ReviewItem) => item.options.find((o) => o.id === item.answerId)!.label;

export const Open: Story = {};

export const SpotAndAnswerRight: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sound, or which fallacy?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ad Hominem' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('ad-hominem');
    await expect(canvas.getByText('Right.')).toBeVisible();
    await expect(canvas.getByText('Fallacious: Ad Hominem.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the Ad Hominem lesson' })).toHaveAttribute('href', '/fallacies/ad-hominem');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const SoundCalledFallacious: Story = {
  args: { item: spotSound },
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ad Hominem' }));
    await expect(canvas.getByText('No: this one is sound.')).toBeVisible();
    await expect(canvas.getByText('Sound. No Ad Hominem here.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-result="wrong"]')).not.toBeNull();
  },
};

export const HintRulesOutTwo: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Hint/ }));
    await expect(args.onHint).toHaveBeenCalledTimes(1);
    const out = canvas.getAllByRole('button', { name: /\(ruled out\)$/ });
    await expect(out).toHaveLength(2);
    await userEvent.click(out[0]!);
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

export const TwinWithDefinitionHint: Story = {
  args: { item: twin, hinted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^What makes it Slippery Slope:/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sound' })).toBeVisible();
  },
};

export const DeviceWrongSaysWhyNot: Story = {
  args: { item: device, reask: true, outcome: 'You will see this again before the session ends.' },
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/· again$/)).toBeVisible();
    const wrong = device.options.find((o) => o.id !== device.answerId)!;
    await userEvent.click(canvas.getByRole('button', { name: wrong.label }));
    await expect(canvas.getByText(`Why not ${wrong.label}: ${wrong.explanation!}`)).toBeVisible();
    await expect(canvas.getByText(`${answerName(device)}.`)).toBeVisible();
  },
};

export const AnsweredWrongTwin: Story = {
  args: { item: twin, chosen: 'sound', outcome: 'You will see this again before the session ends. Back tomorrow.' },
};
