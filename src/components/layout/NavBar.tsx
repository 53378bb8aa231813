import { AppBar, Box, Button, Drawer, IconButton, List, ListItemButton, ListItemText, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { useColorScheme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { User } from '@/features/session/sessionSlice';
import { NAV_ITEMS } from './navItems';
import { UserMenu } from './UserMenu';

export interface NavBarProps {
  user: User | null;
}

function isCurrent(pathname: string, to: string) {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

function SchemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const effective = mode === 'system' ? systemMode : mode;
  const next = effective === 'dark' ? 'light' : 'dark';
  return (
    <IconButton color="inherit" onClick={() => setMode(next)} aria-label={`Switch to ${next} mode`}>
      {effective === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}

/** The site's top bar: Home, About, Categories, Games, Shop, a scheme toggle, sign-in and the mobile drawer. */
export function NavBar({ user }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'board.dark', color: 'chalk.main', borderBottom: 1, borderColor: 'rgba(255,255,255,0.08)' }}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <Typography
          component={RouterLink}
          to={paths.home}
          variant="h5"
          sx={{ fontFamily: 'var(--sophist-font-chalk, "Patrick Hand", cursive)', fontSize: 28, textDecoration: 'none', color: 'inherit', mr: 2 }}
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
              aria-current={isCurrent(pathname, item.to) ? 'page' : undefined}
              sx={{ '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
            >
              {item.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: { xs: 1, md: 0 } }} />
        <Button component={RouterLink} to={paths.shop} variant="outlined" color="inherit" size="small">
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
          onClick={() => setOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { id: 'mobile-menu', sx: { width: 260 } } }}>
        <Box component="nav" aria-label="Mobile">
          <List>
            {[...NAV_ITEMS, { label: 'Shop', to: paths.shop }, { label: user ? 'Profile' : 'Sign in', to: paths.profile }].map((item) => (
              <ListItemButton
                key={item.to}
                component={RouterLink}
                to={item.to}
                onClick={() => setOpen(false)}
                aria-current={isCurrent(pathname, item.to) ? 'page' : undefined}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
