import { ctHub } from '@/content/hubs/ct';
import { Hub } from './Hub';

/** /ct: a hub page, drawn from its data. */
export default function CtPage() {
  return <Hub hub={ctHub} />;
}
