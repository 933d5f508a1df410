import { FIT_PICTURE_LIMITS, FIT_PICTURE_MESSAGES, FIT_PICTURE_TYPES, FitPictureFieldsSchema, type Order } from '@selvedge/contract';
import { useId, useMemo, useRef } from 'react';
import { useController, useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '../../../lib/api-client';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField, OptionalMark } from '../../../lib/ui/form-field';
import { useUploadFitPictures } from './api/fit-pictures-api';
import { BlobPicture } from './blob-picture';
import styles from './fit-pictures.module.css';

type FitPictureValues = { firstName: string; lastName: string; comments: string; files: File[] };

/** The server's rules for the text fields (orderNumber is the order's own). */
const FitPictureTextSchema = FitPictureFieldsSchema.omit({ orderNumber: true });
const fieldsResolver = contractResolver<typeof FitPictureTextSchema, Omit<FitPictureValues, 'files'>>(FitPictureTextSchema);
type CheckedFitPictures = z.output<typeof FitPictureTextSchema> & { files: File[] };

/** What can be known of the files before sending: how many, how large, and how many the order can still take. What a file holds the server decides. */
function filesProblem(files: readonly File[], left: number): string | null {
  const tooBig = files.find((file) => file.size > FIT_PICTURE_LIMITS.fileBytes);
  if (files.length === 0) return FIT_PICTURE_MESSAGES.noFiles;
  if (files.length > FIT_PICTURE_LIMITS.filesPerUpload) return FIT_PICTURE_MESSAGES.tooManyFiles;
  if (files.length > left) return FIT_PICTURE_MESSAGES.orderFull(left);
  return tooBig ? FIT_PICTURE_MESSAGES.tooBig(tooBig.name) : null;
}

/** The text fields by the contract's schema first (one problem at a time, as every form), then the files. */
const fitPicturesResolver =
  (left: number): Resolver<FitPictureValues, unknown, CheckedFitPictures> =>
  async ({ files, ...fields }, context, options): Promise<ResolverResult<FitPictureValues, CheckedFitPictures>> => {
    const checked = await fieldsResolver(fields, context, options as never);
    if (Object.keys(checked.errors).length > 0) return { values: {}, errors: checked.errors };
    const problem = filesProblem(files, left);
    if (problem) return { values: {}, errors: { files: { type: 'custom', message: problem } } };
    return { values: { ...(checked.values as z.output<typeof FitPictureTextSchema>), files }, errors: {} };
  };

const FIELDS = ['firstName', 'lastName', 'comments', 'files'] as const;

/** "2.4 MB", "380 kB". */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

interface FitPicturesFormProps {
  order: Order;
  accessKey: string | null;
  /** How many more pictures the order can take. */
  left: number;
  /** The result of the last upload, kept by the section: the form goes when the order is full. */
  notice: string | null;
  onNotice(notice: string | null): void;
}

/** Names (from the order's address), comments and up to ten pictures, sent as one upload. */
export function FitPicturesForm({ order, accessKey, left, notice, onNotice }: FitPicturesFormProps) {
  const id = useId();
  const upload = useUploadFitPictures(order.number, accessKey);
  // One key per submission, kept for a retry of the same one and dropped when anything changes.
  const idempotencyKey = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const resolver = useMemo(() => fitPicturesResolver(left), [left]);
  const { register, handleSubmit, setError, reset, control, trigger, formState } = useForm<FitPictureValues, unknown, CheckedFitPictures>({
    resolver,
    defaultValues: { firstName: order.address.firstName, lastName: order.address.lastName, comments: '', files: [] },
  });
  const files = useController({ control, name: 'files' });
  const chosen = files.field.value;

  const send = async (checked: CheckedFitPictures) => {
    if (upload.isPending) return;
    const form = new FormData();
    form.append('firstName', checked.firstName);
    form.append('lastName', checked.lastName);
    form.append('orderNumber', order.number);
    if (checked.comments) form.append('comments', checked.comments);
    for (const file of checked.files) form.append('files', file, file.name);
    idempotencyKey.current ??= crypto.randomUUID();
    // Awaited rather than mutate's callbacks: the upload that fills the order unmounts this form, and its result must still show.
    try {
      const answer = await upload.mutateAsync({ form, idempotencyKey: idempotencyKey.current });
      idempotencyKey.current = null;
      reset({ firstName: checked.firstName, lastName: checked.lastName, comments: '', files: [] });
      if (fileInput.current) fileInput.current.value = '';
      onNotice(answer.message);
    } catch (error) {
      // A refusal is final: what is sent next is another submission. No answer: the same one, retried.
      if (error instanceof ApiRequestError) idempotencyKey.current = null;
      showApiFailure(error, setError, FIELDS);
    }
  };

  const { errors } = formState;
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-heading`}
      onChange={() => {
        idempotencyKey.current = null;
        onNotice(null);
      }}
      onSubmit={(event) => {
        onNotice(null);
        void handleSubmit(send)(event);
      }}
    >
      <h3 id={`${id}-heading`} className={styles.subheading}>
        Send pictures
      </h3>
      <div className={styles.names}>
        <FormField
          label="First name"
          autoComplete="given-name"
          maxLength={FIT_PICTURE_LIMITS.nameMax}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <FormField
          label="Last name"
          autoComplete="family-name"
          maxLength={FIT_PICTURE_LIMITS.nameMax}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <FormField
        label={
          <>
            Pictures <span className={styles.optional}>(front, side and back)</span>
          </>
        }
        hint={`Up to ${FIT_PICTURE_LIMITS.filesPerUpload} at a time, ${FIT_PICTURE_LIMITS.fileBytes / 1024 / 1024} MB each: JPEG, PNG, WebP or AVIF.`}
        error={errors.files?.message}
        control={(props) => (
          <input
            {...props}
            ref={(element) => {
              files.field.ref(element);
              fileInput.current = element;
            }}
            name={files.field.name}
            type="file"
            multiple
            accept={FIT_PICTURE_TYPES.join(',')}
            className={styles.fileInput}
            onBlur={files.field.onBlur}
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? []);
              files.field.onChange(picked);
              if (picked.length > 0) void trigger('files');
            }}
          />
        )}
      />
      {chosen.length > 0 ? (
        <ul className={styles.chosen} aria-label="Pictures chosen">
          {chosen.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className={styles.chosenFile}
              data-too-big={file.size > FIT_PICTURE_LIMITS.fileBytes || undefined}
            >
              {file.type.startsWith('image/') ? (
                <BlobPicture blob={file} alt="" className={styles.chosenPreview} width={48} height={48} />
              ) : (
                <span className={styles.chosenPreview} aria-hidden="true" />
              )}
              <span className={styles.chosenName}>{file.name}</span>
              <span className={styles.chosenSize}>{sizeText(file.size)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <FormField
        label={
          <>
            Comments
            <OptionalMark />
          </>
        }
        hint="Where it feels tight or loose, what you would change."
        error={errors.comments?.message}
        maxLength={FIT_PICTURE_LIMITS.commentsMax}
        control={(props) => (
          <textarea {...props} {...register('comments')} rows={3} maxLength={FIT_PICTURE_LIMITS.commentsMax} className={styles.textarea} />
        )}
      />
      {errors.root?.server?.message ? (
        <p role="alert" className={styles.error}>
          {errors.root.server.message}
        </p>
      ) : null}
      <FitPicturesNotice notice={notice} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={upload.isPending} aria-busy={upload.isPending}>
          {upload.isPending ? 'Sending…' : chosen.length > 1 ? `Send ${chosen.length} pictures` : 'Send pictures'}
        </button>
      </div>
    </form>
  );
}

/** The result of an upload; always in the page, so it is read out when it appears. */
export function FitPicturesNotice({ notice }: { notice: string | null }) {
  return (
    <p role="status" className={notice ? styles.success : styles.statusIdle}>
      {notice}
    </p>
  );
}
