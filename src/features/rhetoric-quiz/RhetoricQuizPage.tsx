// STUB: replaced by the issue that builds this page.
import { useLocation } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';

export default function RhetoricQuizPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo meta={{ title: 'RhetoricQuizPage', description: 'Stub page.', path: pathname }} />
      <h1>RhetoricQuizPage</h1>
    </>
  );
}
