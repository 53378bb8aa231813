import { Avatar, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { NavUser } from './navItems';

export interface SignedInButtonProps {
  /** The signed-in user: avatar and first name. */
  user: NavUser;
}

/** The signed-in user's avatar and first name, linking to /profile. Loaded only for signed-in visitors. */
export default function SignedInButton({ user }: SignedInButtonProps) {
  const firstName = user.username.split(' ')[0] || user.username;
  return (
    <Button
      component={RouterLink}
      to={paths.profile}
      color="inherit"
      size="small"
      startIcon={<Avatar src={user.avatarUrl} alt="" sx={{ width: 24, height: 24 }} />}
      aria-label={`${firstName}, your profile`}
    >
      {firstName}
    </Button>
  );
}
