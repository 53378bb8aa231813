import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Island } from '@/components/islands/Island';

export interface BackLinkProps {
  /** Where the link goes (and the fallback when `history` finds nothing to go back to). */
  to: string;
  /** The words after the arrow, e.g. "Back to Logical Fallacies". */
  label: string;
  /** Go back one entry in the browser history when there is one (e.g. "Back to Logical Fallacies"). */
  history?: boolean;
}

type Previous = 'router' | 'browser' | null;

/** Whether an address is on this site. */
function isSameOrigin(address: string): boolean {
  try {
    return new URL(address).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Where "back" is: a step in the router's own history, a page of this site the browser loaded before, or none. */
function previousEntry(): Previous {
  if (typeof window === 'undefined') return null;
  // React Router keeps its position in the history entry's state as `idx`.
  const state = window.history.state as { idx?: number } | null;
  if ((state?.idx ?? 0) > 0) return 'router';
  // A full page load (a link followed before the app started, a reload) starts the router's count
  // again, but the browser still knows the visitor came from a page of this site.
  // Only a top-level page owns the tab's history: inside a frame (an embed, Storybook) going back
  // would move the page around it.
  if (window.top === window.self && window.history.length > 1 && isSameOrigin(document.referrer)) return 'browser';
  return null;
}

/** The link itself, with its "browser back" behaviour. */
export function BackLinkLive({ to, label, history = false }: BackLinkProps) {
  const navigate = useNavigate();
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackIcon />}
      variant="text"
      color="inherit"
      onClick={(event: React.MouseEvent) => {
        const previous = history ? previousEntry() : null;
        if (!previous) return;
        event.preventDefault();
        if (previous === 'router') void navigate(-1);
        else window.history.back();
      }}
    >
      {label}
    </Button>
  );
}

/**
 * A back link that is a real link (works without JavaScript) and can act as "browser back". An
 * island: on a reading page it is hydrated on its own, so "back" can go back in history.
 */
export function BackLink(props: BackLinkProps) {
  return <Island name="back-link" component={BackLinkLive} props={props} />;
}
