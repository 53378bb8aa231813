import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { examplesPlaceholder } from '@/content/pages/misc';
import { PlaceholderLayout } from './PlaceholderLayout';

/** /examples: Real-World Examples, under construction (site-spec §2.11). */
export default function ExamplesPage() {
  return (
    <>
      <Seo
        meta={{
          title: 'Real-World Examples: Under Construction',
          description:
            'Coming to Sophist: political debate examples, social media analysis, news headline breakdowns and interactive exercises.',
          path: paths.examples,
        }}
      />
      <PlaceholderLayout eyebrow="Real-World Examples" emoji="🚧" content={examplesPlaceholder} />
    </>
  );
}
