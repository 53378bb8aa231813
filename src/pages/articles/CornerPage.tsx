// STUB: replaced by the issue that builds this page.
import { useLocation } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';

export default function CornerPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo meta={{ title: 'CornerPage', description: 'Stub page.', path: pathname }} />
      <h1>CornerPage</h1>
    </>
  );
}
