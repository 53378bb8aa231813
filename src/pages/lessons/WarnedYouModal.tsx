import { Typography } from '@mui/material';
import { Modal } from '@/components/feedback/Modal';
import { warnedYou } from '@/content/concepts/logos';

/** The logos page's "I Warned You!" dialog. Loaded when the reader first asks for it. */
export default function WarnedYouModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={warnedYou.title} onClose={onClose} confirmLabel={warnedYou.button}>
      {warnedYou.paragraphs.map((p) => (
        <Typography key={p} sx={{ mb: 2, '&:last-child': { mb: 0 } }}>
          {p}
        </Typography>
      ))}
    </Modal>
  );
}
