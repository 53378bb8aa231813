import { darkArtsHub } from '@/content/hubs/darkArts';
import { Hub } from './Hub';

/** /darkarts: a hub page, drawn from its data. */
export default function DarkArtsPage() {
  return <Hub hub={darkArtsHub} />;
}
