import { Alert, Button, Typography } from '@mui/material';
import { Suspense, lazy, useState } from 'react';

// The confirmation loads when asked for, so the class page's first load does not carry the dialog.
const Modal = lazy(() => import('@/components/feedback/Modal').then((m) => ({ default: m.Modal })));

export interface DeleteClassButtonProps {
  /** The class's name, said in the dialog. */
  name: string;
  /** How many pupils' records go with it. */
  pupils: number;
  /** Deletes the class on the server; resolves false when that failed (the dialog then says so). */
  onDelete: () => Promise<boolean>;
}

/**
 * "Delete this class", with a dialog that names what goes (the class, its code, every pupil and
 * all their records) before anything goes. Keyboard: the button opens the dialog, which traps the
 * focus and gives it back; Escape keeps the class.
 */
export function DeleteClassButton({ name, pupils, onDelete }: DeleteClassButtonProps) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Delete this class
      </Button>
      <div aria-live="polite">{failed && <Alert severity="error">The class was not deleted: the server could not be reached. Try again.</Alert>}</div>
      {open && (
        <Suspense fallback={null}>
          <Modal
            open
            title={`Delete “${name}”?`}
            onClose={() => setOpen(false)}
            cancelLabel="Keep the class"
            confirmLabel="Delete the class and all its records"
            onConfirm={async () => {
              setOpen(false);
              setFailed(!(await onDelete()));
            }}
            maxWidth="xs"
          >
            <Typography>
              {`This deletes the class, its code (pupils can no longer join with it), and ${pupils === 1 ? 'its one pupil' : `all ${pupils} pupils`} with every check, practice round and review they sent. At once, for good: there is no undo, and we keep no copy. Download the CSV first if you want the results.`}
            </Typography>
          </Modal>
        </Suspense>
      )}
    </>
  );
}
