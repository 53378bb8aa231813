import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AnalysisPanel } from '@/features/argument/components/AnalysisPanel';
import {
  ethosConclusion,
  ethosPremise,
  logosEvidence,
  logosPremise,
  pathosConclusion,
  pathosEvidence,
  slotsOf,
  word,
} from '@/features/argument/fixtures';
import { detectFallacies } from '@/features/argument/detection';
import { defaultProgress, type ArgumentSlots } from '@/features/argument/model';
import { personalisedTips } from '@/features/argument/progression';
import { appealScores, validateArgument } from '@/features/argument/rules';

const NOW = Date.UTC(2025, 5, 15, 12);
const DAY = 86_400_000;

const analysis = (slots: ArgumentSlots) => ({
  slots,
  result: validateArgument(slots),
  scores: appealScores(slots),
  warnings: detectFallacies(slots),
});

/**
 * The 'Argument Analysis' screen after submit or time-out: keyword fallacy warnings first (above any praise), the
 * score out of the 60 three slots can reach, validity, the spec's feedback, the issues, what was built, personalised
 * tips, and Try Again.
 */
const meta = {
  title: 'Features/Argument/AnalysisPanel',
  component: AnalysisPanel,
  args: {
    ...analysis(slotsOf(ethosPremise, logosEvidence, pathosConclusion)),
    endReason: 'submitted',
    tips: [],
    onTryAgain: fn(),
  },
} satisfies Meta<typeof AnalysisPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Argument Analysis' })).toBeInTheDocument();
    await expect(canvas.getByText('Valid structure')).toBeInTheDocument();
    await expect(canvas.getByText('Excellent use of all rhetorical strategies!')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
  },
};

export const IncompleteTimedOut: Story = {
  args: { ...analysis(slotsOf(ethosPremise, null, null)), endReason: 'timedOut' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Time's up/)).toBeInTheDocument();
    await expect(canvas.getByText('Incomplete argument structure')).toBeInTheDocument();
    await expect(canvas.getByText('Missing evidence')).toBeInTheDocument();
    await expect(canvas.getByText('Missing conclusion')).toBeInTheDocument();
  },
};

export const NothingBuilt: Story = {
  args: { ...analysis(slotsOf(null, null, null)), endReason: 'timedOut' },
};

export const Penalised: Story = {
  args: analysis(slotsOf(logosPremise, pathosEvidence, ethosConclusion)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Structure not valid yet')).toBeInTheDocument();
    await expect(canvas.getByText('Emotional evidence following logical premise')).toBeInTheDocument();
    await expect(canvas.getByText('50')).toBeInTheDocument();
  },
};

const baited = slotsOf(
  word('bait-p', 'logos', 'premise', { text: 'We have only two options: a skate park or broken railings forever' }),
  word('bait-e', 'ethos', 'evidence', { text: 'Only an idiot would ignore what our coaches are telling us' }),
  word('bait-c', 'pathos', 'conclusion', { text: 'Say no and next thing you know, the whole town is empty' }),
);

export const WithFallacyWarningsAndTips: Story = {
  args: {
    ...analysis(baited),
    promotedTo: null,
    tips: personalisedTips(
      {
        ...defaultProgress(),
        rhetoricalStats: {
          ethos: { used: 9, successful: 5 },
          pathos: { used: 1, successful: 0 },
          logos: { used: 10, successful: 6 },
        },
        commonMistakes: [
          { code: 'emotional-conclusion-after-credibility', count: 3, lastSeen: NOW - DAY },
          { code: 'false-dichotomy', count: 2, lastSeen: NOW },
          { code: 'missing-conclusion', count: 1, lastSeen: NOW - 2 * DAY },
        ],
      },
      NOW,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Possible Ad Hominem/)).toBeInTheDocument();
    await expect(canvas.getByText(/Possible False Dichotomy/)).toBeInTheDocument();
    await expect(canvas.getByText(/Possible Slippery Slope/)).toBeInTheDocument();
    await expect(canvas.getByText(/^Try more pathos/)).toBeInTheDocument();
    await expect(canvas.getByText(/False Dichotomy: twice in the last 7 days/)).toBeInTheDocument();
  },
};

export const Promoted: Story = {
  args: { promotedTo: 'intermediate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/promoted to intermediate/)).toBeInTheDocument();
  },
};
