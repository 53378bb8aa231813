import { cornerHub } from '@/content/hubs/corner';
import { Hub } from './Hub';

/** /tactical-hemorrhoid-corner: a hub page, drawn from its data. */
export default function CornerPage() {
  return <Hub hub={cornerHub} />;
}
