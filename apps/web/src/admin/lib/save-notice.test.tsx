import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client';
import { useSaveNotice } from './save-notice';
import { STALE_EDIT_TEXT } from './stale-edit';

const ShelfSchema = z.object({ label: z.string(), depth: z.number(), version: z.number() });
type Shelf = z.infer<typeof ShelfSchema>;

/** A shelf's form and its saves; `loaded` keeps each row the form was filled from. */
function renderShelfForm(options: { staleText?: string } = {}) {
  const loaded: Shelf[] = [];
  const { result } = renderHook(() => {
    const form = useForm<{ label: string; depth: string }>({ defaultValues: { label: 'Linen', depth: '30' } });
    const save = useSaveNotice({
      form,
      schema: ShelfSchema,
      valuesOf: (shelf) => ({ label: shelf.label, depth: String(shelf.depth) }),
      onLoad: (shelf) => loaded.push(shelf),
      ...options,
    });
    // Read while rendering, so the form tells this hook of its errors.
    const { errors } = form.formState;
    return { form, save, errors };
  });
  return { result, loaded };
}

const stale = (current: unknown) =>
  new ApiRequestError(409, 'stale_edit', 'Someone else changed this shelf first.', [], { code: 'stale_edit', current });

describe("a record form's saves", () => {
  it('fills the form from the row saved and says so', () => {
    const { result, loaded } = renderShelfForm();
    act(() => result.current.save.saved({ label: 'Wool', depth: 40, version: 3 }, 'Saved.'));
    expect(result.current.form.getValues()).toEqual({ label: 'Wool', depth: '40' });
    expect(loaded).toEqual([{ label: 'Wool', depth: 40, version: 3 }]);
    expect(result.current.save.notice).toEqual({ kind: 'saved', text: 'Saved.' });
    act(() => result.current.save.clear());
    expect(result.current.save.notice).toBeNull();
  });

  it('fills the form from the row a stale refusal carries and says someone else saved first', () => {
    const { result, loaded } = renderShelfForm();
    act(() => result.current.save.refused(stale({ label: 'Tweed', depth: 25, version: 7 }), ['label', 'depth']));
    expect(result.current.form.getValues()).toEqual({ label: 'Tweed', depth: '25' });
    expect(loaded.map((shelf) => shelf.version)).toEqual([7]);
    expect(result.current.save.notice).toEqual({ kind: 'stale', text: STALE_EDIT_TEXT });
  });

  it('says a stale refusal in the words it is given', () => {
    const { result } = renderShelfForm({ staleText: 'The form now shows their version.' });
    act(() => result.current.save.refused(stale({ label: 'Tweed', depth: 25, version: 7 }), ['label']));
    expect(result.current.save.notice).toEqual({ kind: 'stale', text: 'The form now shows their version.' });
  });

  it('puts any other refusal on its field and leaves the values typed', () => {
    const { result, loaded } = renderShelfForm();
    act(() => result.current.form.setValue('depth', '-1'));
    const refusal = new ApiRequestError(400, 'invalid_input', 'depth: too shallow', [{ path: 'depth', message: 'Too shallow' }]);
    act(() => result.current.save.refused(refusal, ['label', 'depth']));
    expect(result.current.errors.depth?.message).toBe('Too shallow');
    expect(result.current.form.getValues('depth')).toBe('-1');
    expect(loaded).toEqual([]);
    expect(result.current.save.notice).toBeNull();
  });

  it('does not take a stale refusal without a readable row for one that carries it', () => {
    const { result, loaded } = renderShelfForm();
    act(() => result.current.save.refused(stale({ label: 'Tweed' }), ['label']));
    expect(loaded).toEqual([]);
    expect(result.current.errors.root?.server?.message).toBe('Someone else changed this shelf first.');
  });
});
