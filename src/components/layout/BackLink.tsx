import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

export interface BackLinkProps {
  /** Where the link goes (and the fallback when `history` finds nothing to go back to). */
  to: string;
  /** The words after the arrow, e.g. "Back to Logical Fallacies". */
  label: string;
  /** Go back one entry in the browser history when there is one (e.g. "Back to Logical Fallacies"). */
  history?: boolean;
}

function hasPreviousEntry(): boolean {
  // React Router keeps its position in the history entry's state as `idx`.
  const state = typeof window === 'undefined' ? null : (window.history.state as { idx?: number } | null);
  return (state?.idx ?? 0) > 0;
}

/** A back link that is a real link (works without JavaScript) and can act as "browser back". */
export function BackLink({ to, label, history = false }: BackLinkProps) {
  const navigate = useNavigate();
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackIcon />}
      variant="text"
      color="inherit"
      onClick={(event: React.MouseEvent) => {
        if (history && hasPreviousEntry()) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
    >
      {label}
    </Button>
  );
}
