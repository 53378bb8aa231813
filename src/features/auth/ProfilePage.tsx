import { Box, Typography } from '@mui/material';
import { Spinner } from '@/components/feedback/Spinner';
import { useState } from 'react';
import { useToast } from '@/components/feedback/Toast';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { selectSessionLoaded, selectUser, signOut as forgetUser, useSession } from '@/app/session';
import { ProfileCard } from './components/ProfileCard';
import { SignInPrompt } from './components/SignInPrompt';
import { beginSignIn } from './signIn';

/** /profile: the signed-in user and Sign out; an anonymous visitor gets the sign-in prompt. */
export default function ProfilePage() {
  const toast = useToast();
  const loaded = useSession(selectSessionLoaded);
  const user = useSession(selectUser);
  const [leaving, setLeaving] = useState(false);

  const signIn = () => {
    setLeaving(true);
    void beginSignIn();
  };
  const signOut = () => {
    forgetUser();
    toast.show('Signed out. This browser has forgotten you.', 'info');
  };

  return (
    <>
      <Seo meta={{ title: 'Profile', description: 'Your Sophist profile: sign in, see who you are, sign out.', path: paths.profile }} />
      <Typography variant="h1" sx={{ mb: 3 }}>
        Profile
      </Typography>
      {!loaded ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <Spinner label="Loading profile" />
        </Box>
      ) : user ? (
        <ProfileCard user={user} onSignOut={signOut} />
      ) : (
        <SignInPrompt onSignIn={signIn} busy={leaving} />
      )}
    </>
  );
}
