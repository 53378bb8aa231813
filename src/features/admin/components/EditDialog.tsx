import { Alert, Box, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Modal } from '@/components/feedback/Modal';
import type { FallacyType, NewFallacy, NewStatement, Statement } from '@/contract/fallacies';
import type { SubmitResult } from '@/lib/form/useCheckedForm';
import { AddFallacyForm } from './AddFallacyForm';
import { AddStatementForm, type FallacyOption } from './AddStatementForm';

/** What is being edited: an authored fallacy or an authored statement. */
export type EditTarget = { kind: 'fallacy'; fallacy: FallacyType } | { kind: 'statement'; statement: Statement };

export interface EditDialogProps {
  /** The item being edited; null closes the dialog. */
  target: EditTarget | null;
  /** Every fallacy (for the statement's select and to catch a taken name). */
  fallacies: ReadonlyArray<FallacyType>;
  /** The lessons a statement may link to. */
  lessons: ReadonlyArray<FallacyOption>;
  /** Saves a fallacy's new values (its id unchanged); resolves with the outcome. */
  onSaveFallacy: (fallacy: NewFallacy) => Promise<SubmitResult>;
  /** Saves a statement's new values (its id unchanged); resolves with the outcome. */
  onSaveStatement: (statement: NewStatement) => Promise<SubmitResult>;
  /** Closes the dialog (Close, Escape, or after a save). */
  onClose: () => void;
}

/** The form's values as one string: every field's, in order (the fields carry no names). */
function formValues(root: HTMLElement | null): string | null {
  const form = root?.querySelector('form');
  if (!form) return null;
  return JSON.stringify([...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')].map((el) => el.value));
}

/**
 * Editing an authored fallacy or statement in a dialog: the same form as adding one, started
 * with its values and checked by the same schemas, so each problem shows at its field. A save
 * closes the dialog and focus returns to the row's Edit button; a refusal stays, with its reason.
 * Closing with changes (Escape, a click outside, the X) asks first: Discard or Keep editing.
 */
export function EditDialog({ target, fallacies, lessons, onSaveFallacy, onSaveStatement, onClose }: EditDialogProps) {
  const closeAfter = (save: Promise<SubmitResult>) =>
    save.then((outcome) => {
      if (outcome.ok) finish();
      return outcome;
    });
  // The values the form opened with, read from the form itself on its first change of focus or
  // key (before the editor can have changed anything), so the forms need no hooks of their own.
  const body = useRef<HTMLDivElement>(null);
  const opened = useRef<{ key: string; values: string | null } | null>(null);
  const key = target?.kind === 'fallacy' ? target.fallacy.id : (target?.statement.id ?? '');
  const remember = () => {
    if (opened.current?.key !== key) opened.current = { key, values: formValues(body.current) };
  };
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    const changed = opened.current?.key === key && formValues(body.current) !== opened.current.values;
    if (changed) setAsking(true);
    else finish();
  };
  // Every way out forgets the opening values: the next opening reads its own.
  function finish() {
    setAsking(false);
    opened.current = null;
    onClose();
  }
  return (
    <>
      <Modal open={target !== null} title={target?.kind === 'statement' ? 'Edit statement' : 'Edit fallacy'} onClose={requestClose} maxWidth="md">
        <Box ref={body} onFocusCapture={remember} onPointerDownCapture={remember}>
          {target?.kind === 'fallacy' && (
            <AddFallacyForm key={target.fallacy.id} initial={target.fallacy} existing={fallacies} onSubmit={(f) => closeAfter(onSaveFallacy(f))} />
          )}
          {target?.kind === 'statement' && (
            <>
              {!target.statement.explanation && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  This statement has no explanation yet. Add one: players who get it wrong deserve to know why.
                </Alert>
              )}
              <AddStatementForm
                key={target.statement.id}
                initial={target.statement}
                fallacies={fallacies}
                lessons={lessons}
                makeId={() => target.statement.id}
                onSubmit={(s) => closeAfter(onSaveStatement(s))}
              />
            </>
          )}
        </Box>
      </Modal>
      <Modal open={asking} title="Discard your changes?" onClose={() => setAsking(false)} confirmLabel="Discard" onConfirm={finish} cancelLabel="Keep editing" maxWidth="xs">
        <Typography>You have changed this {target?.kind ?? 'item'} and not saved it. Close anyway, and the changes are gone.</Typography>
      </Modal>
    </>
  );
}
