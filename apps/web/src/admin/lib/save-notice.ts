import { useState } from 'react';
import type { FieldValues, Path, UseFormReset, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { showApiFailure } from '../../lib/api-failure';
import { STALE_EDIT_TEXT, staleCurrent } from './stale-edit';

/** What a form says after its last save: saved, or refused because someone else saved first. */
export type SaveNotice = { kind: 'saved' | 'stale'; text: string } | null;

interface SaveNoticeOptions<Schema extends z.ZodType, Values extends FieldValues> {
  /** The form saved: it is filled again from each row the server answers. */
  form: { reset: UseFormReset<Values>; setError: UseFormSetError<Values> };
  /** The record's schema, to read the row a stale refusal carries (409 `stale_edit`, its `current`). */
  schema: Schema;
  valuesOf(row: z.infer<Schema>): Values;
  /** Told of each row the form is filled from: its version is the one the next save sends. */
  onLoad(row: z.infer<Schema>): void;
  /** What a stale refusal says: the back office's usual words unless told. */
  staleText?: string;
  /** The notice the form opens with ('… is made.'). */
  initial?: SaveNotice;
}

/**
 * A versioned record's form and its saves: what the last one said, and the two answers a save gets.
 * Saved, the form shows the row as saved; refused as stale, it shows the row as it is now and says
 * so; refused otherwise, each problem lands on its field.
 */
export function useSaveNotice<Schema extends z.ZodType, Values extends FieldValues>({
  form,
  schema,
  valuesOf,
  onLoad,
  staleText = STALE_EDIT_TEXT,
  initial = null,
}: SaveNoticeOptions<Schema, Values>) {
  const [notice, setNotice] = useState<SaveNotice>(initial);
  const load = (row: z.infer<Schema>) => {
    form.reset(valuesOf(row));
    onLoad(row);
  };
  return {
    notice,
    /** A save starts: the last one's notice goes. */
    clear: () => setNotice(null),
    /** The server saved `row`: the form shows it and `text` says so. */
    saved(row: z.infer<Schema>, text: string) {
      load(row);
      setNotice({ kind: 'saved', text });
    },
    /** The server refused: `fields` are the form's fields as the request names them (see `showApiFailure`). */
    refused(error: unknown, fields: readonly Path<Values>[] | ((path: string) => Path<Values> | null)) {
      const current: z.infer<Schema> | null = staleCurrent(error, schema);
      if (current) {
        load(current);
        setNotice({ kind: 'stale', text: staleText });
      } else showApiFailure(error, form.setError, fields);
    },
  };
}
