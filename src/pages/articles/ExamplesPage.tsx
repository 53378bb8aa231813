// STUB: replaced by the issue that builds this page.
import { useLocation } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';

export default function ExamplesPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo meta={{ title: 'ExamplesPage', description: 'Stub page.', path: pathname }} />
      <h1>ExamplesPage</h1>
    </>
  );
}
