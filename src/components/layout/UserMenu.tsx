import { Button } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { NavUser } from './navItems';

// The prerendered pages never have a user, so the avatar's code waits for one.
const SignedInButton = lazy(() => import('./SignedInButton'));

export interface UserMenuProps {
  /** The signed-in user (avatar and first name); null shows "Sign in". */
  user: NavUser | null;
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
  return (
    <Suspense fallback={null}>
      <SignedInButton user={user} />
    </Suspense>
  );
}
