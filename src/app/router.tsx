import { Box, Container } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from '@/app/Layout';
import { Spinner } from '@/components/feedback/Spinner';
import { PageFramedContext } from '@/components/layout/pageFrame';
import { RouteErrorBoundary } from '@/components/layout/RouteErrorBoundary';
import { paths } from '@/config/paths';
import { consentRestored } from '@/app/consent';
import { selectAdminToken, selectSessionLoaded, selectUser, sessionRestored, useSession } from '@/app/session';
import { notFoundRoute, routes, type AppRoute } from './routes';

function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 12 }}>
      <Spinner label="Loading page" />
    </Box>
  );
}

/** Sends visitors who may not see a page elsewhere. */
function Guard({ access, children }: { access: AppRoute['access']; children: React.ReactNode }) {
  const loaded = useSession(selectSessionLoaded);
  const user = useSession(selectUser);
  const adminToken = useSession(selectAdminToken);
  if (!access || access === 'public') return children;
  if (!loaded) return <PageLoading />;
  if (access === 'user' && !user) return <Navigate to={paths.home} replace />;
  if (access === 'admin' && !adminToken) return <Navigate to={paths.adminLogin} replace />;
  return children;
}

function RouteFrame({ route }: { route: AppRoute }) {
  const { pathname } = useLocation();
  const Page = route.page;
  const body = (
    <RouteErrorBoundary key={pathname}>
      <Guard access={route.access}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </Guard>
    </RouteErrorBoundary>
  );
  // Most pages get padding; landing pages and lesson families draw their own.
  if (route.fullBleed) return body;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageFramedContext value>{body}</PageFramedContext>
    </Container>
  );
}

/**
 * Reads what the browser remembers (cookie choice, session) once the prerendered HTML has
 * hydrated. The validating reader (zod) is loaded here, so it is not part of the first load.
 */
function StorageSync() {
  useEffect(() => {
    let live = true;
    void import('./storedState').then(({ loadConsent, loadSession }) => {
      if (!live) return;
      consentRestored(loadConsent());
      sessionRestored(loadSession());
    }, (error: unknown) => {
      // The chunk did not arrive (offline before the service worker had it): guards stop waiting; nobody is signed in.
      console.warn('Could not read the stored session', error);
      if (live) sessionRestored({ user: null, adminToken: null });
    });
    return () => {
      live = false;
    };
  }, []);
  return null;
}

export function AppRoutes() {
  return (
    <Layout>
      <StorageSync />
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteFrame route={route} />} />
        ))}
        <Route path="*" element={<RouteFrame route={notFoundRoute} />} />
      </Routes>
    </Layout>
  );
}
