import { Seo } from '@/components/layout/Seo';
import { examplesPlaceholder } from '@/content/pages/misc';
import { PlaceholderLayout } from './PlaceholderLayout';

/** /examples: Real-World Examples, under construction. */
export default function ExamplesPage() {
  return (
    <>
      <Seo meta={examplesPlaceholder.meta} />
      <PlaceholderLayout content={examplesPlaceholder} />
    </>
  );
}
