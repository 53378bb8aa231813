import { Avatar, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { User } from '@/features/session/sessionSlice';

export interface UserMenuProps {
  user: User | null;
}

/** "Sign in" for visitors; the avatar and name (to /profile) once signed in. */
export function UserMenu({ user }: UserMenuProps) {
  if (!user) {
    return (
      <Button component={RouterLink} to={paths.profile} color="inherit" size="small">
        Sign in
      </Button>
    );
  }
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
