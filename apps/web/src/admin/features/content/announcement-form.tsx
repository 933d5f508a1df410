import {
  AdminAnnouncementSchema,
  AdminAnnouncementUpdateRequestSchema,
  NO_ANNOUNCEMENT,
  type AdminAnnouncement,
  type AdminAnnouncementUpdateRequest,
} from '@selvedge/contract/admin';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { PreviewMarkdown as Markdown } from './preview-markdown';
import { dateTimeText } from '../../lib/admin-format';
import { useSaveNotice } from '../../lib/save-notice';
import ui from '../../lib/ui/admin-ui.module.css';
import { ProblemLine, SaveNoticeLine } from '../../lib/ui/form-messages';
import { SubmitButton } from '../../lib/ui/submit-button';
import { useSetAnnouncement } from './content-api';
import styles from './content.module.css';

interface AnnouncementValues {
  message: string;
}

const AnnouncementFormSchema = z
  .custom<AnnouncementValues>()
  .transform((values): z.input<typeof AdminAnnouncementUpdateRequestSchema> => ({ message: values.message, version: 0 }))
  .pipe(AdminAnnouncementUpdateRequestSchema);

/** The announcement bar's one line; `NA` hides the bar. */
export function AnnouncementForm({ announcement }: { announcement: AdminAnnouncement }) {
  const setAnnouncement = useSetAnnouncement();
  const [shown, setShown] = useState(announcement);
  const form = useForm<AnnouncementValues, unknown, AdminAnnouncementUpdateRequest>({
    resolver: contractResolver(AnnouncementFormSchema),
    defaultValues: { message: announcement.message },
  });
  const save = useSaveNotice({ form, schema: AdminAnnouncementSchema, valuesOf: ({ message }) => ({ message }), onLoad: setShown });
  const { errors } = form.formState;
  const message = (useWatch({ control: form.control, name: 'message' }) ?? '').trim();
  const hidden = message === NO_ANNOUNCEMENT;
  return (
    <form
      aria-label="Announcement"
      noValidate
      onSubmit={form.handleSubmit((request) => {
        save.clear();
        setAnnouncement.mutate(
          { ...request, version: shown.version },
          {
            onSuccess: (saved) =>
              save.saved(saved, saved.hidden ? 'Saved: the bar is hidden.' : 'Saved: the bar shows it on every page of the shop.'),
            onError: (error) => save.refused(error, ['message']),
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
            One line of at most 300 characters, shown at the top of every page of the shop. Links are markdown, like [the FAQ](/faq). Write{' '}
            <strong>{NO_ANNOUNCEMENT}</strong> to hide the bar.
          </>
        }
        autoComplete="off"
        maxLength={300}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <div className={styles.preview} aria-label="How the bar reads" role="group">
        <span className={styles.previewLabel}>Preview</span>
        {hidden ? (
          <p className={ui.muted}>No bar: {NO_ANNOUNCEMENT} hides it.</p>
        ) : (
          <p className={styles.bar}>{message ? <Markdown inline>{message}</Markdown> : '…'}</p>
        )}
      </div>
      <SaveNoticeLine notice={save.notice} />
      <ProblemLine>{errors.root?.server?.message}</ProblemLine>
      <SubmitButton pending={setAnnouncement.isPending}>Save the announcement</SubmitButton>
    </form>
  );
}
