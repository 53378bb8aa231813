import { Box, Skeleton, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { srOnly } from '@/theme/tokens';
import type {} from 'altcha/types/react';

export interface BotCheckProps {
  /** Where the widget fetches its proof-of-work challenge (the backend issues and verifies them). */
  challengeUrl: string;
  /** The solved payload, to send with the message. */
  onSolved: (payload: string) => void;
  /** The check is incomplete again (reset, expired or failed). */
  onLost: () => void;
  /** Stories and tests only: ALTCHA's test mode solves without a server; the backend refuses such payloads. */
  testMode?: boolean;
  /** Loads the widget's code; stories pass one that never settles (or fails) to show the placeholder. */
  loadWidget?: () => Promise<object>;
}

const loadAltcha = () => import('altcha');

interface StateChange {
  state?: string;
  payload?: string;
}

/**
 * The bot check: the ALTCHA widget (proof of work in the browser, no third-party service, a
 * real checkbox with a label). Loaded after hydration, since it is a browser-only web component.
 */
export function BotCheck({ challengeUrl, onSolved, onLost, testMode = false, loadWidget = loadAltcha }: BotCheckProps) {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const widget = useRef<HTMLElement>(null);
  const handlers = useRef({ onSolved, onLost });
  useEffect(() => {
    handlers.current = { onSolved, onLost };
  });

  useEffect(() => {
    let live = true;
    loadWidget()
      .then(() => live && setReady(true))
      .catch((error: unknown) => {
        console.error('[contact] The bot check could not load:', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [loadWidget]);

  useEffect(() => {
    const el = widget.current;
    if (!ready || !el) return;
    const onChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail ?? {};
      if (state === 'verified' && payload) handlers.current.onSolved(payload);
      else handlers.current.onLost();
    };
    el.addEventListener('statechange', onChange);
    return () => el.removeEventListener('statechange', onChange);
  }, [ready]);

  if (failed) {
    return (
      <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
        The bot check would not load. Reload the page and try again.
      </Typography>
    );
  }
  return (
    <Box
      data-testid="bot-check"
      sx={{
        minHeight: 62,
        '--altcha-color-base': 'var(--sophist-palette-background-paper)',
        '--altcha-color-base-content': 'var(--sophist-palette-text-primary)',
        '--altcha-color-neutral': 'var(--sophist-palette-divider)',
        '--altcha-color-neutral-content': 'var(--sophist-palette-text-secondary)',
        '--altcha-color-primary': 'var(--sophist-palette-primary-main)',
        '--altcha-color-primary-content': 'var(--sophist-palette-primary-contrastText)',
        '--altcha-color-success': 'var(--sophist-palette-success-main)',
        '--altcha-color-success-content': 'var(--sophist-palette-success-contrastText)',
        '--altcha-color-error': 'var(--sophist-palette-error-main)',
        '--altcha-color-error-content': 'var(--sophist-palette-error-contrastText)',
        '--altcha-checkbox-border-color': 'var(--sophist-palette-text-secondary)',
        '--altcha-checkbox-outline-color': 'var(--sophist-palette-warning-main)',
        '--altcha-border-radius': '10px',
        '--altcha-max-width': '100%',
      }}
    >
      {ready ? (
        <altcha-widget
          ref={widget}
          challenge={challengeUrl}
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true, test: testMode, minDuration: 300 })}
        />
      ) : (
        // A placeholder has no role of its own, so it cannot carry a name: the shape is hidden from
        // screen readers and a polite status says what is coming.
        <Box role="status">
          <Skeleton variant="rounded" height={62} sx={{ maxWidth: 320 }} aria-hidden />
          <Box component="span" sx={srOnly}>
            Loading the bot check…
          </Box>
        </Box>
      )}
    </Box>
  );
}
