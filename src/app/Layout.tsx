import { Box } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { chooseConsent, selectShowBanner, useConsent } from '@/app/consent';
import { selectUser, useSession } from '@/app/session';
import { Island } from '@/components/islands/Island';
import { Footer } from '@/components/layout/Footer';
import { NavBar } from '@/components/layout/NavBar';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SkipLink } from '@/components/layout/SkipLink';
import { focusHeadingInView } from '@/lib/focusMainHeading';

export const MAIN_ID = 'main';

// In every page's HTML, hidden until the stored choice has been read: a reading page, never
// hydrated, shows it from its start-up script (src/app/start/readingPage.ts). Its own chunk, after the first load.
const CookieBanner = lazy(() => import('@/components/layout/CookieBanner').then((m) => ({ default: m.CookieBanner })));

/**
 * The banner with its own subscription: reading the stored cookie choice after hydration
 * re-renders this slot only, not the nav bar and footer around every page.
 */
export function CookieBannerSlot() {
  // The banner goes with the button that had focus: focus moves to the heading the reader is at.
  const choose = (value: 'accepted' | 'declined') => {
    // Before the banner goes, so focus never falls to the page's body in between.
    focusHeadingInView(MAIN_ID);
    chooseConsent(value);
  };
  const consent = useConsent((c) => c);
  if (consent.value !== null) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner open={selectShowBanner(consent)} onAccept={() => choose('accepted')} onDecline={() => choose('declined')} />
    </Suspense>
  );
}

/** The nav bar with the signed-in user, who is known only once storage has been read after hydration. */
export function NavBarIsland() {
  const user = useSession(selectUser);
  return <NavBar user={user} />;
}

export interface LayoutProps {
  /** The page: rendered inside the main landmark, the skip link's target. */
  children: ReactNode;
}

/**
 * The shell around every page: skip link, nav bar, main landmark, footer, cookie banner. The skip
 * link and the footer are plain HTML (links); the footer's contextual link is chosen on the server.
 */
export function Layout({ children }: LayoutProps) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <SkipLink href={`#${MAIN_ID}`}>Skip to content</SkipLink>
      {/* Early in the Tab order (fixed at the bottom of the window, so it moves nothing): the
          choice is met before the page, not after the footer. */}
      <Island name="cookie-banner" component={CookieBannerSlot} props={{}} />
      {/* The interactive parts of the shell are islands: a reading page hydrates only these. */}
      <Island name="nav-bar" component={NavBarIsland} props={{}} />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer pathname={pathname} />
    </Box>
  );
}
