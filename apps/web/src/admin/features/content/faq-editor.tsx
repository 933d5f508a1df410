import { AdminFaqCreateRequestSchema, AdminFaqSchema, type AdminFaq, type AdminFaqCreateRequest } from '@selvedge/contract/admin';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { failureText, showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { PreviewMarkdown as Markdown } from './preview-markdown';
import { useConfirmState } from '../../lib/confirm-state';
import { movedBy } from '../../lib/moved-by';
import { STALE_EDIT_TEXT, staleCurrent } from '../../lib/stale-edit';
import ui from '../../lib/ui/admin-ui.module.css';
import { ProblemLine } from '../../lib/ui/form-messages';
import { SubmitButton } from '../../lib/ui/submit-button';
import { useAddQuestion, useRemoveQuestion, useReorderFaq, useShowFaq, useUpdateQuestion } from './content-api';
import styles from './content.module.css';

type Question = AdminFaq['questions'][number];

interface QuestionValues {
  heading: string;
  body: string;
}

/** A question as written: the contract's heading and body (a new one's id is made from its heading). */
const QuestionFormSchema = z
  .custom<QuestionValues>()
  .transform((values): z.input<typeof AdminFaqCreateRequestSchema> => ({ heading: values.heading, body: values.body, version: 0 }))
  .pipe(AdminFaqCreateRequestSchema);

/** The answer to a stale FAQ edit: the FAQ as it is now goes on the page and the editor is told. */
function useStale(onStale: () => void) {
  const showFaq = useShowFaq();
  return (error: unknown): AdminFaq | null => {
    const current = staleCurrent(error, AdminFaqSchema);
    if (current) {
      showFaq(current);
      onStale();
    }
    return current;
  };
}

interface QuestionFormProps {
  /** Editing one; none: adding one at the end. */
  question?: Question;
  version: number;
  onDone(): void;
  onStale(): void;
}

function QuestionForm({ question, version, onDone, onStale }: QuestionFormProps) {
  const add = useAddQuestion();
  const update = useUpdateQuestion();
  const stale = useStale(onStale);
  const pending = add.isPending || update.isPending;
  const form = useForm<QuestionValues, unknown, AdminFaqCreateRequest>({
    resolver: contractResolver(QuestionFormSchema),
    defaultValues: { heading: question?.heading ?? '', body: question?.body ?? '' },
  });
  const { errors } = form.formState;
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  return (
    <form
      className={styles.questionForm}
      aria-label={question ? `Edit the question: ${question.heading}` : 'Add a question'}
      noValidate
      onSubmit={form.handleSubmit((request) => {
        const refused = (error: unknown) => {
          const current = stale(error);
          if (current) {
            const now = question ? current.questions.find((each) => each.id === question.id) : undefined;
            if (now) form.reset({ heading: now.heading, body: now.body });
            return;
          }
          showApiFailure(error, form.setError, ['heading', 'body']);
        };
        const done = () => {
          form.reset({ heading: '', body: '' });
          onDone();
        };
        if (question)
          update.mutate({ id: question.id, heading: request.heading, body: request.body, version }, { onSuccess: done, onError: refused });
        else add.mutate({ heading: request.heading, body: request.body, version }, { onSuccess: done, onError: refused });
      })}
    >
      <FormField label="Question" autoComplete="off" error={errors.heading?.message} {...form.register('heading')} />
      <FormField
        label="Answer"
        hint="Markdown: a blank line starts a paragraph, **bold**, [a link](/shipping)."
        error={errors.body?.message}
        control={(control) => <textarea className={styles.textarea} rows={5} {...control} {...form.register('body')} />}
      />
      {body.trim() ? (
        <div className={styles.preview} role="group" aria-label="How the answer reads">
          <span className={styles.previewLabel}>Preview</span>
          <div className={styles.prose}>
            <Markdown>{body}</Markdown>
          </div>
        </div>
      ) : null}
      <ProblemLine>{errors.root?.server?.message}</ProblemLine>
      <div className={styles.actions}>
        <SubmitButton pending={pending}>{question ? 'Save the question' : 'Add the question'}</SubmitButton>
        {question ? (
          <button type="button" className={ui.secondaryButton} onClick={onDone} disabled={pending}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

function RemoveQuestion({ question, version, onStale }: { question: Question; version: number; onStale(): void }) {
  const remove = useRemoveQuestion();
  const stale = useStale(onStale);
  const confirm = useConfirmState(remove);
  return (
    <ConfirmDialog
      {...confirm.dialog}
      trigger={{ text: 'Delete', label: `Delete the question: ${question.heading}`, className: ui.secondaryButton }}
      title="Delete this question?"
      description={`“${question.heading}” and its answer leave the FAQ at once.`}
      cancelText="Keep it"
      confirmText="Delete the question"
      pendingText="Deleting…"
      onConfirm={() =>
        remove.mutate(
          { id: question.id, version },
          {
            onSuccess: confirm.close,
            onError: (error) => {
              if (stale(error)) confirm.close();
            },
          },
        )
      }
    />
  );
}

/** The FAQ: its questions in order, each edited, moved or deleted; new ones added at the end. */
export function FaqEditor({ faq }: { faq: AdminFaq }) {
  const reorder = useReorderFaq();
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const onStale = () => setNotice(STALE_EDIT_TEXT);
  const stale = useStale(onStale);
  const move = (index: number, by: -1 | 1) => {
    const ids = movedBy(
      faq.questions.map((question) => question.id),
      index,
      by,
    );
    if (!ids) return;
    setNotice(null);
    reorder.mutate({ ids, version: faq.version }, { onError: (error) => void stale(error) });
  };
  const count = faq.questions.length;
  return (
    <>
      <ProblemLine>{notice}</ProblemLine>
      <ProblemLine>{reorder.isError && !notice ? failureText(reorder.error) : null}</ProblemLine>
      <ol className={styles.questions}>
        {faq.questions.map((question, index) => (
          <li key={question.id} className={styles.question}>
            {editing === question.id ? (
              <QuestionForm question={question} version={faq.version} onDone={() => setEditing(null)} onStale={onStale} />
            ) : (
              <>
                <div className={styles.questionHead}>
                  <h3>{question.heading}</h3>
                  <div className={styles.questionActions}>
                    <button
                      type="button"
                      className={ui.secondaryButton}
                      aria-label={`Move up: ${question.heading}`}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      ↑ Up
                    </button>
                    <button
                      type="button"
                      className={ui.secondaryButton}
                      aria-label={`Move down: ${question.heading}`}
                      disabled={index === count - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      ↓ Down
                    </button>
                    <button
                      type="button"
                      className={ui.secondaryButton}
                      aria-label={`Edit the question: ${question.heading}`}
                      onClick={() => {
                        setNotice(null);
                        setEditing(question.id);
                      }}
                    >
                      Edit
                    </button>
                    <RemoveQuestion question={question} version={faq.version} onStale={onStale} />
                  </div>
                </div>
                <div className={styles.prose}>
                  <Markdown>{question.body}</Markdown>
                </div>
              </>
            )}
          </li>
        ))}
      </ol>
      {count === 0 ? <p className={ui.muted}>The FAQ has no questions yet.</p> : null}
      <h3 className={styles.subheading}>Add a question</h3>
      <QuestionForm version={faq.version} onDone={() => setNotice(null)} onStale={onStale} />
    </>
  );
}
