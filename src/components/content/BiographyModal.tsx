import { Typography } from '@mui/material';
import { Modal } from '@/components/feedback/Modal';

export interface BiographyModalProps {
  /** Whether the dialog is showing. */
  open: boolean;
  /** Called on the Close button, the X, Escape or the backdrop. */
  onClose: () => void;
  /** The person's name: the dialog's title. */
  name: string;
  /** e.g. '1906–1945'. */
  lifespan?: string;
  /** The biography, one string a paragraph. */
  paragraphs: string[];
}

/** A short biography in the shared Modal: closes by its X, Escape and the backdrop. */
export function BiographyModal({ open, onClose, name, lifespan, paragraphs }: BiographyModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={name}>
      {lifespan && (
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', letterSpacing: 1.5, mt: -1, mb: 1 }}>
          {lifespan}
        </Typography>
      )}
      {paragraphs.map((p) => (
        <Typography key={p} sx={{ mb: 2, '&:last-of-type': { mb: 0 } }}>
          {p}
        </Typography>
      ))}
    </Modal>
  );
}
