// STUB: replaced by the issue that builds this page.
import { useLocation } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';

export default function GamesHubPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo meta={{ title: 'GamesHubPage', description: 'Stub page.', path: pathname }} />
      <h1>GamesHubPage</h1>
    </>
  );
}
