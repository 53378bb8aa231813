import { Box, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useMemo, useState } from 'react';
import { Modal } from '@/components/feedback/Modal';
import type { AnalysisSegment } from '@/content/games/types';

export interface SegmentDetailDialogProps {
  /** The opened segment; null keeps the dialog closed. */
  segment: AnalysisSegment | null;
  /** Already found: the Mark as found button is replaced by "Found". */
  found: boolean;
  /** Called on Mark as found. */
  onMarkFound: () => void;
  /** Called on Close, the X, Escape or the backdrop. */
  onClose: () => void;
  /** Stays in the document while closed (hidden), so opening only shows it. */
  keepMounted?: boolean;
}

/** A clicked segment: the technique it uses, why, and Mark as Found. */
export function SegmentDetailDialog({ segment, found, onMarkFound, onClose, keepMounted = false }: SegmentDetailDialogProps) {
  // Closed (kept mounted, hidden), the dialog keeps what it showed while open.
  const [snapshot, setSnapshot] = useState({ segment, found });
  if (segment && (segment !== snapshot.segment || found !== snapshot.found)) setSnapshot({ segment, found });
  const shown = snapshot.segment;
  const shownFound = segment ? found : snapshot.found;
  // Built only when the segment shown changes: opening or closing re-renders the dialog, not its text.
  const details = useMemo(
    () =>
      shown && (
        <>
          <Box
            component="blockquote"
            sx={{ m: 0, mb: 2, pl: 2, borderLeft: 4, borderColor: shownFound ? 'success.main' : 'warning.main', fontStyle: 'italic' }}
          >
            <Typography>"{shown.text}"</Typography>
          </Box>
          <Typography>{shown.explanation}</Typography>
          {shownFound && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, color: 'game.correct' }}>
              <CheckCircleIcon aria-hidden />
              <Typography sx={{ fontWeight: 700 }}>Already found.</Typography>
            </Box>
          )}
        </>
      ),
    [shown, shownFound],
  );
  return (
    <Modal
      open={segment !== null}
      title={shown?.technique ?? ''}
      onClose={onClose}
      confirmLabel={shownFound ? undefined : 'Mark as Found'}
      onConfirm={onMarkFound}
      cancelLabel={shownFound ? 'Back to the article' : undefined}
      keepMounted={keepMounted}
    >
      {details}
    </Modal>
  );
}
