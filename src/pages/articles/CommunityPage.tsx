import { Seo } from '@/components/layout/Seo';
import { communityPlaceholder } from '@/content/pages/misc';
import { PlaceholderLayout } from './PlaceholderLayout';

/** /community: Community Analysis, being built. */
export default function CommunityPage() {
  return (
    <>
      <Seo meta={communityPlaceholder.meta} />
      <PlaceholderLayout content={communityPlaceholder} />
    </>
  );
}
