import type { CardItem, ScreenCopy } from '../schema';

/** A hub page (the Corner, the Spotlight, the Dark Arts): one page drawn from this data. */
export interface HubContent extends ScreenCopy {
  /** The small line above the hero's title. */
  eyebrow: string;
  /** One line in the hero. */
  tagline: string;
  /** The paragraph under the hero. */
  intro: string;
  back: { to: string; label: string };
  cards: CardItem[];
  /** Columns per card from md up: 4 (three in a row) unless said otherwise. */
  mdColumns?: 4 | 6;
  /** A further section under the cards, with one card. */
  also?: { id: string; heading: string; card: CardItem };
}
