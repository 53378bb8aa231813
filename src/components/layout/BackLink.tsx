import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Island } from '@/components/islands/Island';
import { HISTORY_BACK_ATTRIBUTE, previousEntry } from '@/lib/historyBack';

export interface BackLinkProps {
  /** Where the link goes (and the fallback when `history` finds nothing to go back to). */
  to: string;
  /** The words after the arrow, e.g. "Back to Logical Fallacies". */
  label: string;
  /** Go back one entry in the browser history when there is one (e.g. "Back to Logical Fallacies"). */
  history?: boolean;
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
      {...(history ? { [HISTORY_BACK_ATTRIBUTE]: '' } : {})}
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
