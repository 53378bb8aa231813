/**
 * Small pages: the joke shop, the two placeholders and the gradient theme test.
 * The placeholders say what is coming; none of it exists yet, and none of them pretends otherwise.
 */

import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /shop: a shop that sends you home. Its only link goes to '/'. */
export interface ShopContent extends ScreenCopy {
  paragraphs: string[];
  linkLabel: string;
}

export interface PlaceholderFeature {
  title: string;
  text: string;
}

/** /examples and /community: what is planned, stated as plans. */
export interface PlaceholderContent extends ScreenCopy {
  eyebrow: string;
  intro: string;
  /** The big glyph above the title. */
  emoji: string;
  features: PlaceholderFeature[];
}

/** /test-theme: the gradient animation's caption. */
export interface TestThemeContent extends ScreenCopy {
  text: string;
}

export const shop: ShopContent = {
  meta: {
    title: 'The Sophist Shop',
    description: 'The Sophist Shop sells nothing, on principle: critical thinking does not come in a box. Here is why, and the way home.',
    path: paths.shop,
    keywords: ['Sophist shop', 'critical thinking', 'marketing tricks'],
  },
  title: 'The Sophist Shop',
  tagline: 'Everything you need to think clearly, for the low, low price of nothing. There is nothing to buy.',
  paragraphs: [
    "Welcome to the shop. I had big plans: a Certified Logic Kit, a Fallacy Detector Keyring, a limited-edition Steelman Action Figure with real articulated premises. Then I noticed what I was doing. Selling you a shiny box that promises to make you a critical thinker is exactly the kind of con this site teaches you to spot.",
    "Look at the pitch I almost wrote: an authority badge on the box, a countdown timer, \"only three left\", and testimonials from people who do not exist. That is an appeal to authority, manufactured scarcity and invented social proof, all on one product page. I would have had to report myself.",
    "The truth is less marketable. Critical thinking does not come in a kit. It comes from asking what would change your mind, checking claims before you share them, and reading the boring paragraph that everyone else skipped. All of that is free, and all of it is already on this site.",
    "So keep your card in your wallet and go home. The lessons are better than anything I could have put in a box, and they never need batteries.",
  ],
  linkLabel: 'Take me home, I have learned my lesson',
};

export const examplesPlaceholder: PlaceholderContent = {
  meta: {
    title: 'Real-World Examples: Under Construction',
    description:
      'Coming to Sophist: political debate examples, social media analysis, news headline breakdowns and interactive exercises.',
    path: paths.examples,
  },
  eyebrow: 'Real-World Examples',
  emoji: '🚧',
  title: 'Under Construction',
  intro:
    "Real-world examples are coming, and I am taking my time, because a badly chosen example teaches the wrong lesson louder than no example at all. Here is what is planned. None of it is live yet, and I will not pretend otherwise.",
  features: [
    {
      title: 'Political debate examples',
      text: 'Debate moments taken apart, with every side getting the same scrutiny and nobody getting a free pass.',
    },
    {
      title: 'Social media analysis',
      text: 'Viral posts dissected to show which fallacies and techniques make them spread faster than their corrections.',
    },
    {
      title: 'News headline breakdown',
      text: 'Headlines compared with the stories underneath them, to show how framing changes what you think you read.',
    },
    {
      title: 'Interactive exercises',
      text: 'Short practice rounds where you spot the trick yourself before the answer is revealed.',
    },
  ],
};

export const communityPlaceholder: PlaceholderContent = {
  meta: {
    title: 'Community Analysis: Building Our Community',
    description:
      'Coming to Sophist: user submissions and analysis, group discussions, weekly challenges and expert commentary.',
    path: paths.community,
  },
  eyebrow: 'Community Analysis',
  emoji: '🏗️',
  title: 'Building Our Community',
  intro:
    "A place to take arguments apart together is on its way. It does not exist yet, so for now there is no one to argue with here but me. These are the plans.",
  features: [
    {
      title: 'User submissions and analysis',
      text: 'Send in an argument you met in the wild and see it broken down, with your permission and without your name unless you want it.',
    },
    {
      title: 'Group discussions',
      text: 'Threads where people can disagree about an argument without committing the fallacies they are discussing.',
    },
    {
      title: 'Weekly challenges',
      text: 'One tricky claim each week, with points for the clearest analysis rather than the loudest.',
    },
    {
      title: 'Expert commentary',
      text: 'Occasional pieces from people who study rhetoric, logic and persuasion for a living.',
    },
  ],
};

export const testTheme: TestThemeContent = {
  meta: {
    title: 'Gradient Theme Test',
    description: 'A test page for the Sophist theme: a slowly drifting gradient in chalkboard greens and chalk-box orange.',
    path: paths.testTheme,
  },
  title: 'Gradient Theme Test',
  text: "This page exists so we can check that the colours move smoothly. If the background is shifting, the theme works. If you feel strangely persuaded to buy something, that is the gradient talking, and you should go back to the home page.",
};
