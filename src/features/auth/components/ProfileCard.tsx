import { Avatar, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { User } from '@/app/session';

export interface ProfileCardProps {
  /** The signed-in user: name, email and avatar. */
  user: User;
  /** Called on Sign out. */
  onSignOut: () => void;
}

const PROVIDER_NAMES: Record<User['provider'], string> = { google: 'Google' };

export function memberSince(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'Recently' : new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(date);
}

/** The signed-in user: avatar, name, email, provider, member since, and Sign out. */
export function ProfileCard({ user, onSignOut }: ProfileCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar src={user.avatarUrl || undefined} alt="" sx={{ width: 96, height: 96, fontSize: '2.5rem' }}>
          {user.username.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '2rem', overflowWrap: 'anywhere' }}>
            {user.username}
          </Typography>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{user.email}</Typography>
        </Box>
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, my: 3 }}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          Signed in with
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {PROVIDER_NAMES[user.provider]}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          Member since
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {memberSince(user.createdAt)}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" component={RouterLink} to={paths.dashboard}>
          Dashboard
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.upload}>
          Upload a video
        </Button>
        <Button variant="text" color="inherit" onClick={onSignOut}>
          Sign out
        </Button>
      </Stack>
    </Paper>
  );
}
