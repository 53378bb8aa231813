import { Box, Divider, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isCurrentPath, NAV_ITEMS } from './navItems';

export interface MobileMenuProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called on the close button, Escape, the backdrop or a link. */
  onClose: () => void;
  /** The current path, so the matching link is marked as the current page. */
  pathname: string;
  /** Shows the account links instead of "Sign in". */
  signedIn: boolean;
}

/**
 * The five games, named as their pages are, so a player on a phone finds them at the top of the
 * drawer. Kept here rather than in the bar's items: the drawer is its own chunk, and every
 * content page's first load carries the bar.
 */
const GAME_LINKS = [
  { label: 'Logical Fallacy Detective', to: paths.detective },
  { label: 'Fallacy Identification', to: paths.fallacyGame },
  { label: 'Sophist Game', to: paths.rhetoricGame },
  { label: 'Rhetoric Analysis', to: paths.rhetoricAnalysis },
  { label: 'Argument Construction', to: paths.argument },
] as const;

type Item = { label: string; to: string };

/**
 * The small screens' menu: a drawer with every destination, the games first (the hub, then each
 * game), then the other pages and the account, and the joke shop last and quietest. Loaded the
 * first time it is opened.
 */
export default function MobileMenu({ open, onClose, pathname, signedIn }: MobileMenuProps) {
  const games = NAV_ITEMS.find((item) => item.to === paths.games);
  const pages: Item[] = [...NAV_ITEMS.filter((item) => item !== games), { label: signedIn ? 'Profile' : 'Sign in', to: paths.profile }];
  const link = ({ label, to }: Item, sx: object = {}, strong = false) => (
    <Box component="li" key={to}>
      <ListItemButton component={RouterLink} to={to} onClick={onClose} aria-current={isCurrentPath(pathname, to) ? 'page' : undefined} sx={sx}>
        <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: strong ? 700 : undefined } } }} />
      </ListItemButton>
    </Box>
  );
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { id: 'mobile-menu', 'aria-label': 'Menu', sx: { width: 280 } } }}>
      <Box component="nav" aria-label="Mobile">
        <List aria-label="Games">
          {games && link(games, {}, true)}
          {GAME_LINKS.map((game) => link(game, { pl: 4, py: 0.5 }))}
        </List>
        <Divider />
        <List aria-label="Pages">{pages.map((item) => link(item))}</List>
        <Divider />
        <List dense aria-label="Elsewhere">
          {link({ label: 'Shop', to: paths.shop }, { color: 'text.secondary' })}
        </List>
      </Box>
    </Drawer>
  );
}
