import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { useStaleReread } from '../stale-edit';
import { EditDialog, EditDialogAction } from './edit-dialog';

afterEach(cleanup);

interface Shelf {
  label: string;
  version: number;
}

/** A shelf's label edited in a dialog; `save` answers each press, `reread` reads the shelf again. */
function ShelfDialog({
  seen,
  save,
  reread,
  onDone,
}: {
  seen: Shelf;
  save(label: string, version: number): Promise<Shelf>;
  reread(): Promise<Shelf | null>;
  onDone(saved: Shelf): void;
}) {
  const [label, setLabel] = useState(seen.label);
  const [version, setVersion] = useState(seen.version);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { stale, caught } = useStaleReread(reread, (shelf) => `labelled ${shelf.label}`, setVersion);
  return (
    <EditDialog
      title="Relabel the shelf"
      description={`Now: ${seen.label}.`}
      pending={pending}
      stale={stale}
      problem={problem}
      submit={{ text: 'Save the label' }}
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        try {
          onDone(await save(label, version));
        } catch (error) {
          if (!(await caught(error))) setProblem('The label was refused.');
        } finally {
          setPending(false);
        }
      }}
    >
      <label>
        Label
        <input value={label} onChange={(event) => setLabel(event.target.value)} />
      </label>
    </EditDialog>
  );
}

function renderShelf(
  save: (label: string, version: number) => Promise<Shelf>,
  reread: () => Promise<Shelf | null>,
  onSaved: (saved: Shelf) => void = () => undefined,
) {
  const user = userEvent.setup();
  render(
    <EditDialogAction trigger={{ text: 'Edit', label: 'Edit the top shelf', className: 'edit' }} onSaved={onSaved}>
      {(done) => <ShelfDialog seen={{ label: 'Linen', version: 2 }} save={save} reread={reread} onDone={done} />}
    </EditDialogAction>,
  );
  return user;
}

const stale = () => new ApiRequestError(409, 'stale_edit', 'Someone else changed this shelf first.');

describe('an edit dialog', () => {
  it('opens from its button with a fresh form, saves, closes, and tells of the row saved', async () => {
    const sent: [string, number][] = [];
    const saved: Shelf[] = [];
    const user = renderShelf(
      async (label, version) => {
        sent.push([label, version]);
        return { label, version: version + 1 };
      },
      async () => null,
      (shelf) => saved.push(shelf),
    );
    await user.click(screen.getByRole('button', { name: 'Edit the top shelf' }));
    const dialog = screen.getByRole('dialog', { name: 'Relabel the shelf' });
    expect(dialog).toHaveAccessibleDescription('Now: Linen.');
    await user.type(within(dialog).getByLabelText('Label'), ' and wool');
    await user.click(within(dialog).getByRole('button', { name: 'Save the label' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([['Linen and wool', 2]]);
    expect(saved).toEqual([{ label: 'Linen and wool', version: 3 }]);
  });

  it('says a stale edit was someone else’s change, shows the row as it is now, and saves again from its version', async () => {
    const versions: number[] = [];
    const user = renderShelf(
      async (label, version) => {
        versions.push(version);
        if (versions.length === 1) throw stale();
        return { label, version: version + 1 };
      },
      async () => ({ label: 'Wool', version: 5 }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit the top shelf' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save the label' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this shelf first.');
    expect(alert).toHaveTextContent('It is now: labelled Wool. Save again to make your change from this, or cancel.');
    await user.click(within(dialog).getByRole('button', { name: 'Save the label' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(versions).toEqual([2, 5]);
  });

  it('still says a stale edit happened when the row cannot be read again, and keeps the version seen', async () => {
    const versions: number[] = [];
    const user = renderShelf(
      async (_label, version) => {
        versions.push(version);
        throw stale();
      },
      async () => {
        throw new TypeError('offline');
      },
    );
    await user.click(screen.getByRole('button', { name: 'Edit the top shelf' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save the label' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this shelf first.');
    expect(alert).not.toHaveTextContent('It is now');
    await user.click(within(dialog).getByRole('button', { name: 'Save the label' }));
    await waitFor(() => expect(versions).toEqual([2, 2]));
  });

  it('shows another refusal under the form, not as a stale edit', async () => {
    const user = renderShelf(
      async () => {
        throw new ApiRequestError(400, 'validation_failed', 'No.');
      },
      async () => ({ label: 'Wool', version: 5 }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit the top shelf' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save the label' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The label was refused.');
    expect(within(dialog).queryByText(/It is now/)).not.toBeInTheDocument();
  });

  it('cannot be closed while the server answers, and its buttons wait', async () => {
    let answer: (shelf: Shelf) => void = () => undefined;
    const user = renderShelf(
      () =>
        new Promise<Shelf>((resolve) => {
          answer = resolve;
        }),
      async () => null,
    );
    await user.click(screen.getByRole('button', { name: 'Edit the top shelf' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save the label' }));
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    answer({ label: 'Linen', version: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
