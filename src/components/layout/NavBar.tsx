import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { useColorScheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { fonts, srOnly } from '@/theme/tokens';
import { isCurrentPath, NAV_ITEMS, type NavUser } from './navItems';
import { UserMenu } from './UserMenu';

export interface NavBarProps {
  /** The signed-in user; null for visitors (shows "Sign in"). */
  user: NavUser | null;
}

// The drawer (MUI's Modal, focus trap and transitions) is only for small screens and only once opened.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);
/** A head start; a failure here shows up (and is handled) when the menu is really opened. */
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);

/**
 * The scheme toggle shows what the page shows before any script of the app runs: both labels and
 * icons are in the HTML, and the class the colour-scheme script puts on <html> (`light` or `dark`,
 * from the stored choice or the system's) hides one of them. So a prerendered page in system dark
 * mode offers "Switch to light mode" with a sun, hydrated or not; a hidden label is out of the
 * accessibility tree too (display: none).
 */
const SCHEME_SX = {
  '& [data-when="dark"]': { display: 'none' },
  'html.dark & [data-when="dark"]': { display: 'inline-flex' },
  'html.dark & [data-when="light"]': { display: 'none' },
} as const;

function SchemeToggle() {
  const { setMode } = useColorScheme();
  // The scheme in force is the one on <html> (see above): read at the click, not from state.
  const toggle = () => setMode(document.documentElement.classList.contains('dark') ? 'light' : 'dark');
  return (
    <IconButton color="inherit" onClick={toggle} sx={SCHEME_SX}>
      <Box component="span" data-when="light" sx={{ display: 'inline-flex' }}>
        <DarkModeIcon aria-hidden />
        <Box component="span" sx={srOnly}>
          Switch to dark mode
        </Box>
      </Box>
      <Box component="span" data-when="dark">
        <LightModeIcon aria-hidden />
        <Box component="span" sx={srOnly}>
          Switch to light mode
        </Box>
      </Box>
    </IconButton>
  );
}

/** The site's top bar: Home, About, Categories, Games, Shop, a scheme toggle, sign-in and the mobile drawer. */
export function NavBar({ user }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const { pathname } = useLocation();
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'board.dark', color: 'chalk.main', borderBottom: 1, borderColor: 'rgba(255,255,255,0.08)' }}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <Typography
          component={RouterLink}
          to={paths.home}
          variant="h5"
          sx={{ fontFamily: fonts.chalk, fontWeight: 400, fontSize: 28, textDecoration: 'none', color: 'inherit', mr: 2 }}
        >
          Sophist
        </Typography>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flex: 1 }}>
          {NAV_ITEMS.map((item) => (
            <Button
              key={item.to}
              component={RouterLink}
              to={item.to}
              color="inherit"
              aria-current={isCurrentPath(pathname, item.to) ? 'page' : undefined}
              sx={{ '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
            >
              {item.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: { xs: 1, md: 0 } }} />
        {/* The joke shop is a plain link like the others, never louder than the way to the games. */}
        <Button component={RouterLink} to={paths.shop} color="inherit" size="small">
          Shop
        </Button>
        <SchemeToggle />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <UserMenu user={user} />
        </Box>
        <IconButton
          color="inherit"
          edge="end"
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => {
            setMenuWanted(true);
            setOpen(true);
          }}
          // Fetch the drawer as soon as a pointer or focus heads for the button.
          onPointerEnter={preloadMobileMenu}
          onFocus={preloadMobileMenu}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => setOpen(false)} pathname={pathname} signedIn={user !== null} />
        </Suspense>
      )}
    </AppBar>
  );
}
