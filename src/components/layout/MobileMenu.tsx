import { Box, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
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

/** The small screens' menu: a drawer with every destination. Loaded the first time it is opened. */
export default function MobileMenu({ open, onClose, pathname, signedIn }: MobileMenuProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { id: 'mobile-menu', 'aria-label': 'Menu', sx: { width: 260 } } }}>
      <Box component="nav" aria-label="Mobile">
        <List>
          {[...NAV_ITEMS, { label: 'Shop', to: paths.shop }, { label: signedIn ? 'Profile' : 'Sign in', to: paths.profile }].map((item) => (
            <Box component="li" key={item.to}>
              <ListItemButton component={RouterLink} to={item.to} onClick={onClose} aria-current={isCurrentPath(pathname, item.to) ? 'page' : undefined}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </Box>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
