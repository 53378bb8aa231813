import { Alert } from '@mui/material';
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

/**
 * Editing an authored fallacy or statement in a dialog: the same form as adding one, started
 * with its values and checked by the same schemas, so each problem shows at its field. A save
 * closes the dialog and focus returns to the row's Edit button; a refusal stays, with its reason.
 */
export function EditDialog({ target, fallacies, lessons, onSaveFallacy, onSaveStatement, onClose }: EditDialogProps) {
  const closeAfter = (save: Promise<SubmitResult>) =>
    save.then((outcome) => {
      if (outcome.ok) onClose();
      return outcome;
    });
  return (
    <Modal open={target !== null} title={target?.kind === 'statement' ? 'Edit statement' : 'Edit fallacy'} onClose={onClose} maxWidth="md">
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
    </Modal>
  );
}
