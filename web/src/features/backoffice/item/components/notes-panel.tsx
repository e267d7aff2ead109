import { NOTE_MAX_LENGTH, OWN_CASE_MESSAGE, type CaseNote } from '@contracts/cases';
import { CaseNoteDto } from '@contracts/requests/case.request';
import { ApiRequestError, errorMessage } from '../../../../shared/api/api-error';
import { useApiForm } from '../../../../shared/forms/use-api-form';
import { Alert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { TextAreaField } from '../../../../shared/ui/textarea-field';
import { useAddNote } from '../hooks/use-case-actions';
import { formatWhen } from '../lib/item-facts';
import type { ReviewKind } from '../lib/item-kind';

interface NotesPanelProps {
  kind: ReviewKind;
  itemId: string;
  notes: CaseNote[];
  /** The item belongs to the reader's own account: they read its notes but add none. */
  ownItem: boolean;
}

/** The item's internal notes (staff only, oldest first, never changed) and a field to add one. */
export function NotesPanel({ kind, itemId, notes, ownItem }: NotesPanelProps) {
  return (
    <section className="card panel bo-notes" aria-labelledby="bo-notes-title">
      <h2 id="bo-notes-title" className="panel__title">
        Internal notes
      </h2>
      {notes.length ? (
        <ol className="bo-notes__list" data-testid="bo-notes">
          {notes.map((n) => (
            <li key={n.id} className="bo-notes__note">
              <p className="bo-notes__meta">
                <strong>{n.author_email}</strong> <time dateTime={n.created_at}>{formatWhen(n.created_at)}</time>
              </p>
              <p className="bo-notes__text">{n.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No notes yet. Only staff see them.</p>
      )}
      {ownItem ? <p className="muted">{OWN_CASE_MESSAGE}.</p> : <NoteForm kind={kind} itemId={itemId} />}
    </section>
  );
}

function NoteForm({ kind, itemId }: { kind: ReviewKind; itemId: string }) {
  const add = useAddNote(kind, itemId);
  const form = useApiForm(CaseNoteDto, { defaultValues: { text: '' } });
  const failure = form.formState.errors.root?.message;
  return (
    <form
      className="bo-notes__form"
      noValidate
      onSubmit={form.submit(async (v) => {
        try {
          await add.mutateAsync(v.text.trim());
          form.reset({ text: '' });
        } catch (error) {
          if (!(error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0)) form.setError('root', { message: errorMessage(error) });
          throw error;
        }
      })}
    >
      <TextAreaField label="New note" rows={3} maxLength={NOTE_MAX_LENGTH} testId="bo-note-text" error={form.errorOf('text')} {...form.register('text')} />
      {failure && <Alert testId="bo-note-error">{failure}</Alert>}
      <div>
        <Button type="submit" variant="secondary" loading={form.formState.isSubmitting} testId="bo-add-note">
          Add note
        </Button>
      </div>
    </form>
  );
}
