import { AdminAnnouncementSchema, AdminAnnouncementUpdateRequestSchema, NO_ANNOUNCEMENT, type AdminAnnouncement, type AdminAnnouncementUpdateRequest } from '@selvedge/contract/admin';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { PreviewMarkdown as Markdown } from './preview-markdown';
import { dateTimeText } from '../../lib/admin-format';
import { STALE_EDIT_TEXT, staleCurrent } from '../../lib/stale-edit';
import ui from '../../lib/ui/admin-ui.module.css';
import { useSetAnnouncement } from './content-api';
import styles from './content.module.css';

interface AnnouncementValues {
  message: string;
}

const AnnouncementFormSchema = z
  .custom<AnnouncementValues>()
  .transform((values): z.input<typeof AdminAnnouncementUpdateRequestSchema> => ({ message: values.message, version: 0 }))
  .pipe(AdminAnnouncementUpdateRequestSchema);

type Notice = { kind: 'saved' | 'stale'; text: string } | null;

/** The announcement bar's one line; `NA` hides the bar. */
export function AnnouncementForm({ announcement }: { announcement: AdminAnnouncement }) {
  const save = useSetAnnouncement();
  const [version, setVersion] = useState(announcement.version);
  const [shown, setShown] = useState(announcement);
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<AnnouncementValues, unknown, AdminAnnouncementUpdateRequest>({ resolver: contractResolver(AnnouncementFormSchema), defaultValues: { message: announcement.message } });
  const { errors } = form.formState;
  const message = (useWatch({ control: form.control, name: 'message' }) ?? '').trim();
  const hidden = message === NO_ANNOUNCEMENT;
  return (
    <form
      aria-label="Announcement"
      noValidate
      onSubmit={form.handleSubmit((request) => {
        setNotice(null);
        save.mutate(
          { ...request, version },
          {
            onSuccess: (saved) => {
              setVersion(saved.version);
              setShown(saved);
              form.reset({ message: saved.message });
              setNotice({ kind: 'saved', text: saved.hidden ? 'Saved: the bar is hidden.' : 'Saved: the bar shows it on every page of the shop.' });
            },
            onError: (error) => {
              const current = staleCurrent(error, AdminAnnouncementSchema);
              if (current) {
                setVersion(current.version);
                setShown(current);
                form.reset({ message: current.message });
                setNotice({ kind: 'stale', text: STALE_EDIT_TEXT });
              } else showApiFailure(error, form.setError, ['message']);
            },
          },
        );
      })}
    >
      <p className={ui.muted}>
        {shown.hidden ? 'The bar is hidden now.' : 'The bar is shown now.'} Last changed {dateTimeText(shown.updatedAt)}.
      </p>
      <FormField
        label="Announcement"
        hint={
          <>
            One line of at most 300 characters, shown at the top of every page of the shop. Links are markdown, like [the FAQ](/faq). Write <strong>{NO_ANNOUNCEMENT}</strong> to hide the bar.
          </>
        }
        autoComplete="off"
        maxLength={300}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <div className={styles.preview} aria-label="How the bar reads" role="group">
        <span className={styles.previewLabel}>Preview</span>
        {hidden ? <p className={ui.muted}>No bar: {NO_ANNOUNCEMENT} hides it.</p> : <p className={styles.bar}>{message ? <Markdown inline>{message}</Markdown> : '…'}</p>}
      </div>
      {notice ? (
        <p className={notice.kind === 'saved' ? ui.success : ui.problem} role={notice.kind === 'saved' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
      {errors.root?.server ? (
        <p className={ui.problem} role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <button type="submit" className={ui.button} disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save the announcement'}
      </button>
    </form>
  );
}
