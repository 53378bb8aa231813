import { Box } from '@mui/material';
import { useState } from 'react';
import { AnimatedCornerCard } from '@/components/content/AnimatedCornerCard';
import { CardGrid } from '@/components/content/CardGrid';
import { Island } from '@/components/islands/Island';
import type { HubContent } from '@/content/hubs/types';
import { PauseSwitch } from './PauseSwitch';

type AnimatedCardsProps = Pick<HubContent, 'cards' | 'mdColumns'>;

/** The cards and their pause switch, hydrated on their own on the (otherwise read-only) hub page. */
export function AnimatedHubCardsLive({ cards, mdColumns }: AnimatedCardsProps) {
  const [paused, setPaused] = useState(false);
  return (
    <>
      <Box sx={{ mb: 4 }}>
        <PauseSwitch paused={paused} onChange={setPaused} />
      </Box>
      <CardGrid columns={{ md: 12 / (mdColumns ?? 4) }}>
        {cards.map((card) => (
          <li key={card.id}>
            <AnimatedCornerCard
              title={card.title}
              description={card.description}
              to={card.to}
              thumbnail={card.thumbnail}
              items={card.items}
              paused={paused}
            />
          </li>
        ))}
      </CardGrid>
    </>
  );
}

/**
 * A hub's cards with turning borders, and the switch that pauses them: an island. Only the hub
 * that asks for it imports this, so the other hubs' first load carries neither.
 */
export function AnimatedHubCards({ hub }: { hub: HubContent }) {
  return <Island name="animated-hub-cards" component={AnimatedHubCardsLive} props={{ cards: hub.cards, mdColumns: hub.mdColumns }} />;
}
