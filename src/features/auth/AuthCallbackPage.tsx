import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { signIn } from '@/app/session';
import { CallbackSpinner } from './components/CallbackSpinner';
import { SIGN_IN_ERRORS, completeSignInOnce, takePending } from './signIn';

/**
 * Read the code, exchange it, fetch the profile, set the user, go to /
 * (history replaced). A missing code, a state that does not match the one this tab sent, or any
 * failure also goes to /, with the error logged only.
 */
export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const pending = takePending(Date.now());
    void (async () => {
      try {
        if (!code) throw new Error(SIGN_IN_ERRORS.missingCode);
        if (!pending || state !== pending.state) throw new Error(SIGN_IN_ERRORS.badState);
        const user = await completeSignInOnce(code, { now: () => new Date(), codeVerifier: pending.verifier });
        signIn(user);
      } catch (error) {
        console.error(error instanceof Error ? error.message : String(error));
      }
      navigate(paths.home, { replace: true });
    })();
  }, [params, navigate]);

  return (
    <>
      <Seo meta={{ title: 'Signing in', description: 'Completing sign-in with your identity provider.', path: paths.authCallback }} />
      <CallbackSpinner component="h1" />
    </>
  );
}
