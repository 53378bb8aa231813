import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ItemReview } from '@/features/check/components/ItemReview';
import type { CheckAnswer } from '@/lib/discernment/check';
import { fallaciousItem, soundItem } from './fixtures';

const storyPair = { id: 'story-1', fallacyId: 'appeal-to-authority' as const, fallacious: fallaciousItem, sound: soundItem };
/** The fallacious member missed ("Probably sound"): the review shows it beside its sound twin. */
const missed: CheckAnswer[] = [{ itemId: fallaciousItem.id, verdict: 'fallacious', fallacyId: 'appeal-to-authority', rating: 2 }];

/**
 * The check's item-by-item review: every argument, how it was rated, what it was and why, beside
 * its twin from the other form, with the lesson. It opens only after the delayed check, the last of
 * a cycle; before that it says why not (the next check would be a memory test).
 */
const meta = {
  title: 'Features/Check/ItemReview',
  component: ItemReview,
  args: { answers: missed, open: true, pairs: [storyPair], headingLevel: 'h2' },
} satisfies Meta<typeof ItemReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After a baseline or a check after practice: no items, and the reason in words. */
export const BeforeTheCycleEnds: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Item by item' })).toBeInTheDocument();
    await expect(canvas.getByText(/so your next check is not a memory test/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(fallaciousItem.text)).toBeNull();
  },
};

/** After the delayed check: a button opens the list, and each argument shows its rating, verdict, twin and lesson. */
export const AfterTheDelayedCheck: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You rated 1 of 1 on the wrong side of the scale/)).toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Review every argument (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const item = within(canvas.getByRole('list', { name: 'Every argument of this check, each with its twin' })).getByRole('listitem');
    await expect(item).toHaveTextContent('Argument 1. You rated it "Probably sound": missed.');
    await expect(item).toHaveTextContent(fallaciousItem.text);
    await expect(item).toHaveTextContent('Fallacious: Appeal to Authority.');
    await expect(item).toHaveTextContent(soundItem.text);
    await expect(item).toHaveTextContent('Sound. No Appeal to Authority here.');
    await expect(within(item).getByRole('link', { name: 'Read the Appeal to Authority lesson' })).toHaveAttribute('href', '/fallacies/appeal-to-authority');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the arguments' }));
    await expect(canvas.queryByText(soundItem.text)).toBeNull();
  },
};

/** A sound argument rated sound, and an answer whose pair has left the bank (said, not shown). */
export const AcceptedAndGone: Story = {
  args: {
    answers: [
      { itemId: soundItem.id, verdict: 'sound', fallacyId: 'appeal-to-authority', rating: 1 },
      { itemId: 'retired-3-f', verdict: 'fallacious', fallacyId: 'straw-man', rating: 6 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You rated all 1 on the right side/)).toBeInTheDocument();
    await expect(canvas.getByText(/One argument of this check is no longer in the bank/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Review every argument (1)' }));
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Argument 1. You rated it "Definitely sound": accepted.');
  },
};
