import type { MeasurementUnit } from '@selvedge/contract';
import { tableValues } from '@selvedge/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeasurementForm } from './measurement-form';
import { configs } from './measurements-test-kit';
import { startDraft, type SizingDraft } from './sizing-draft';

/** The form as a caller uses it: it owns the draft and passes every change back. */
function Harness({
  initial,
  unit = 'in',
  showAllProblems = false,
  problems,
  onChange,
}: {
  initial: SizingDraft;
  unit?: MeasurementUnit;
  showAllProblems?: boolean;
  problems?: Record<string, string>;
  onChange?: (draft: SizingDraft) => void;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <MeasurementForm
      productType="outerwears"
      config={configs.outerwears.measurements}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        onChange?.(next);
      }}
      unit={unit}
      showAllProblems={showAllProblems}
      problems={problems}
    />
  );
}

afterEach(cleanup);

const config = configs.outerwears.measurements;

describe('MeasurementForm', () => {
  it('shows exactly the fields the configuration shows for the track, in its order', () => {
    render(<Harness initial={startDraft(config, 'body')} />);
    const shown = [...document.querySelectorAll<HTMLElement>('[data-field]')].map((element) => element.dataset.field);
    expect(shown).toEqual(config.fields.filter((field) => field.visibility.body).map((field) => field.key));
    // A dropdown field is a select of its options, starting on its default.
    const layering = screen.getByLabelText('Worn over') as HTMLSelectElement;
    expect([...layering.options].map((option) => option.value)).toEqual(config.fields.find((field) => field.key === 'layering')?.options);
    expect(layering.value).toBe('A shirt');
    // Body measurements have no standard size to pick.
    expect(screen.queryByLabelText('Size')).toBeNull();
  });

  it('hands every change back as a whole draft', () => {
    const onChange = vi.fn();
    render(<Harness initial={startDraft(config, 'standard')} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Worn over'), { target: { value: 'A sweater' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ track: 'standard', size: 'M', values: expect.objectContaining({ layering: 'A sweater' }) }),
    );
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'S' } });
    const last = onChange.mock.lastCall?.[0] as SizingDraft;
    expect(last.values.chest).toBe(tableValues(config, 'S', 'Slim')?.chest);
    expect(last.values.layering).toBe('A sweater');
  });

  it('holds back the problems of untouched empty fields until asked to show them all', () => {
    render(<Harness initial={startDraft(config, 'body')} />);
    expect(screen.queryByText('Enter your chest measurement.')).toBeNull();
    // Leaving a field empty is not yet a problem either.
    fireEvent.blur(screen.getByLabelText('Chest'));
    expect(screen.queryByText('Enter your chest measurement.')).toBeNull();
    cleanup();
    render(<Harness initial={startDraft(config, 'body')} showAllProblems />);
    expect(screen.getByText('Enter your chest measurement.')).toBeVisible();
    expect(screen.getByLabelText('Chest').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the caller’s problems, such as the server’s, on their field', () => {
    render(<Harness initial={startDraft(config, 'standard')} problems={{ cuff: 'Cuff must be between 10 in and 11 in.' }} />);
    expect(screen.getByText('Cuff must be between 10 in and 11 in.')).toBeVisible();
    expect(screen.getByLabelText('Cuff').getAttribute('aria-invalid')).toBe('true');
  });
});
