import { Typography } from '@mui/material';
import { Modal } from '@/components/feedback/Modal';

export interface BiographyModalProps {
  open: boolean;
  onClose: () => void;
  name: string;
  /** e.g. '1906–1945'. */
  lifespan?: string;
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
