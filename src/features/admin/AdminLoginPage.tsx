// STUB: replaced by the issue that builds this page.
import { useLocation } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';

export default function AdminLoginPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo meta={{ title: 'AdminLoginPage', description: 'Stub page.', path: pathname }} />
      <h1>AdminLoginPage</h1>
    </>
  );
}
