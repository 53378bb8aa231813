import { Button, Typography } from '@mui/material';
import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LabelledSection } from '@/components/layout/LabelledSection';

/**
 * A region of a page named by its own heading: the section's `aria-labelledby` points at the
 * heading, so a screen reader lists it among the landmarks under that name.
 *
 * Use it for every titled part of a page (lessons use it through LessonSection). Don't use it for a
 * part without a visible heading: give that an `aria-label`, or no region at all.
 *
 * A game panel's heading often looks smaller than its level: `headingVariant` sets the look, while
 * `headingLevel` keeps the outline. `outlined` draws the section as an outlined panel. Give
 * `headingRef` when the page moves focus to the heading (a result, an offer): the heading then
 * takes focus from script but stays out of the Tab order, and draws no focus ring. `spacing` lays a
 * short summary out as a column, the heading and each line spaced alike (MUI's Stack).
 */
const meta = {
  title: 'Components/Layout/LabelledSection',
  component: LabelledSection,
  args: {
    id: 'the-mission',
    title: 'The mission',
    children: <Typography>Teach you to see the tricks, name them correctly and answer them calmly.</Typography>,
  },
} satisfies Meta<typeof LabelledSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'The mission' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'The mission' })).toHaveAttribute('id', 'the-mission');
    await expect(within(region).getByText(/answer them calmly/)).toBeVisible();
  },
};

export const SubSection: Story = {
  args: { id: 'worked-example', title: 'A worked example', headingLevel: 'h3', gap: 1, headingSx: { fontSize: '1.3rem' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'A worked example' })).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const OutlinedPanel: Story = {
  args: { id: 'your-mess', title: 'Your mess', outlined: true, headingVariant: 'h5', sx: { p: 3 } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Your mess' });
    // Still a level-2 heading to a screen reader, though it looks like an h5.
    const heading = within(region).getByRole('heading', { level: 2, name: 'Your mess' });
    await expect(heading).toHaveClass('MuiTypography-h5');
    await expect(region).toHaveClass('MuiPaper-outlined');
    await expect(heading).not.toHaveAttribute('tabindex');
  },
};

/** A result the page announces by moving focus to its heading. */
function FocusedResult() {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <Button onClick={() => heading.current?.focus()}>Score it</Button>
      <LabelledSection id="your-score" title="Your score: 7 out of 9" headingLevel="h3" headingRef={heading} sx={{ mt: 2 }}>
        <Typography>Better than most op-eds.</Typography>
      </LabelledSection>
    </>
  );
}

export const FocusableHeading: Story = {
  render: () => <FocusedResult />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: 'Your score: 7 out of 9' });
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(heading).toHaveFocus();
    // Focused from the keyboard, yet no ring: the heading is no control to operate.
    await expect(getComputedStyle(heading).outlineStyle).toBe('none');
  },
};

/** A summary of a few separate lines: the heading and each line spaced alike. */
export const Spaced: Story = {
  args: {
    id: 'review-done',
    title: 'Review done',
    spacing: 2,
    children: [
      <Typography key="score">7 of 9 right first time.</Typography>,
      <Typography key="next">Nothing else is due.</Typography>,
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Review done' });
    const [heading, score, next] = Array.from(region.children);
    await expect(getComputedStyle(heading!).marginBottom).toBe('0px');
    // The theme's 8 px unit, twice, above every line but the heading.
    await expect(getComputedStyle(score!).marginTop).toBe('16px');
    await expect(getComputedStyle(next!).marginTop).toBe('16px');
  },
};
