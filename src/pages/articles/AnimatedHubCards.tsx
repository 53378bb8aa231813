import { Box } from '@mui/material';
import { useState } from 'react';
import { AnimatedCornerCard } from '@/components/content/AnimatedCornerCard';
import { CardGrid } from '@/components/content/CardGrid';
import type { HubContent } from '@/content/hubs/types';
import { PauseSwitch } from './PauseSwitch';

/**
 * A hub's cards with turning borders, and the switch that pauses them. Only the hub that asks for
 * it imports this, so the other hubs' first load carries neither.
 */
export function AnimatedHubCards({ hub }: { hub: HubContent }) {
  const [paused, setPaused] = useState(false);
  return (
    <>
      <Box sx={{ mb: 4 }}>
        <PauseSwitch paused={paused} onChange={setPaused} />
      </Box>
      <CardGrid columns={{ md: 12 / (hub.mdColumns ?? 4) }}>
        {hub.cards.map((card) => (
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
