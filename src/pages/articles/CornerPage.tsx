import { cornerHub } from '@/content/hubs/corner';
import { AnimatedHubCards } from './AnimatedHubCards';
import { Hub } from './Hub';

/** /tactical-hemorrhoid-corner: a hub page drawn from its data, its cards turning (with a switch to pause them). */
export default function CornerPage() {
  return <Hub hub={cornerHub} Cards={AnimatedHubCards} />;
}
