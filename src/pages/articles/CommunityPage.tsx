import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { communityPlaceholder } from '@/content/pages/misc';
import { PlaceholderLayout } from './PlaceholderLayout';

/** /community: Community Analysis, being built (site-spec §2.11). */
export default function CommunityPage() {
  return (
    <>
      <Seo
        meta={{
          title: 'Community Analysis: Building Our Community',
          description:
            'Coming to Sophist: user submissions and analysis, group discussions, weekly challenges and expert commentary.',
          path: paths.community,
        }}
      />
      <PlaceholderLayout eyebrow="Community Analysis" emoji="🏗️" content={communityPlaceholder} />
    </>
  );
}
