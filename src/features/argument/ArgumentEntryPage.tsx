// STUB: replaced by the issue that builds this page.
import { useLocation } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';

export default function ArgumentEntryPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo meta={{ title: 'ArgumentEntryPage', description: 'Stub page.', path: pathname }} />
      <h1>ArgumentEntryPage</h1>
    </>
  );
}
