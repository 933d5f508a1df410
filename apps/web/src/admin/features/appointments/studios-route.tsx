import type { AdminStudio, WeeklyHoursEntry } from '@selvedge/contract/admin';
import { useState, type FormEvent } from 'react';
import { describeApiFailure } from '../../../lib/api-failure';
import { FormField } from '../../../lib/ui/form-field';
import ui from '../../lib/ui/admin-ui.module.css';
import { DoneLine, ProblemLine } from '../../lib/ui/form-messages';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { SubmitButton } from '../../lib/ui/submit-button';
import {
  useAddClosure,
  useAddFitter,
  useRemoveClosure,
  useSaveHours,
  useStudios,
  useUpdateFitter,
  useUpdateStudio,
} from './appointments-api';
import styles from './appointments.module.css';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** /admin/studios: each studio's address, time zone and slot rules, its fitters, weekly hours and closures. */
export function StudiosRoute() {
  const studios = useStudios();
  return (
    <>
      <PageHeader title="Studios" />
      <QueryState query={studios} label="studios">
        {({ studios: list }) =>
          list.length === 0 ? (
            <p className={ui.muted}>No studio yet.</p>
          ) : (
            list.map((studio) => <StudioPanels key={studio.id} studio={studio} />)
          )
        }
      </QueryState>
    </>
  );
}

function StudioPanels({ studio }: { studio: AdminStudio }) {
  return (
    <div className={styles.studio}>
      <StudioDetails studio={studio} />
      <Fitters studio={studio} />
      <WeeklyHours key={JSON.stringify(studio.hours)} studio={studio} />
      <Closures studio={studio} />
    </div>
  );
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function StudioDetails({ studio }: { studio: AdminStudio }) {
  const update = useUpdateStudio();
  const [values, setValues] = useState({
    name: studio.name,
    address: studio.address,
    timeZone: studio.timeZone,
    durationMinutes: String(studio.durationMinutes),
    bufferMinutes: String(studio.bufferMinutes),
    minNoticeMinutes: String(studio.minNoticeMinutes),
    horizonDays: String(studio.horizonDays),
  });
  const failure = update.isError ? describeApiFailure(update.error) : null;
  const problemOf = (path: string) =>
    failure?.problems.find((problem) => problem.path === path)?.message ??
    (failure?.message.startsWith(`${path}:`) ? failure.message : undefined);
  const field = (name: keyof typeof values, label: string, extra: { hint?: string; inputMode?: 'numeric' } = {}) => (
    <FormField
      label={label}
      value={values[name]}
      error={problemOf(name)}
      announce="polite"
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      id: studio.id,
      name: values.name,
      address: values.address,
      timeZone: values.timeZone.trim(),
      durationMinutes: numberOf(values.durationMinutes),
      bufferMinutes: numberOf(values.bufferMinutes),
      minNoticeMinutes: numberOf(values.minNoticeMinutes),
      horizonDays: numberOf(values.horizonDays),
    });
  };
  return (
    <section className={ui.panel} aria-labelledby={`studio-${studio.id}`}>
      <h2 id={`studio-${studio.id}`}>{studio.name}</h2>
      <form onSubmit={submit} noValidate className={styles.detailsForm}>
        {field('name', 'Name')}
        {field('address', 'Address')}
        {field('timeZone', 'Time zone', {
          hint: 'An IANA name such as Asia/Singapore: hours, closures and every time shown are in this clock.',
        })}
        <div className={styles.rules}>
          {field('durationMinutes', 'Appointment (minutes)', { inputMode: 'numeric' })}
          {field('bufferMinutes', 'Buffer after (minutes)', { inputMode: 'numeric' })}
          {field('minNoticeMinutes', 'Minimum notice (minutes)', { inputMode: 'numeric' })}
          {field('horizonDays', 'Bookable ahead (days)', { inputMode: 'numeric' })}
        </div>
        <div className={ui.formActions}>
          <SubmitButton pending={update.isPending}>Save studio</SubmitButton>
        </div>
        <ProblemLine>{failure?.message}</ProblemLine>
        <DoneLine>{update.isSuccess ? 'Studio saved.' : null}</DoneLine>
      </form>
    </section>
  );
}

function Fitters({ studio }: { studio: AdminStudio }) {
  const add = useAddFitter();
  const update = useUpdateFitter();
  const [name, setName] = useState('');
  const failure = add.isError ? describeApiFailure(add.error) : update.isError ? describeApiFailure(update.error) : null;
  return (
    <section className={ui.panel} aria-labelledby={`fitters-${studio.id}`}>
      <h2 id={`fitters-${studio.id}`}>Fitters</h2>
      <ul className={styles.fitterList}>
        {studio.fitters.map((fitter) => (
          <li key={fitter.id} className={styles.fitterRow}>
            <span>
              {fitter.name} {fitter.active ? null : <span className={ui.badge}>Not taking bookings</span>}
            </span>
            <button
              type="button"
              className={ui.secondaryButton}
              disabled={update.isPending}
              onClick={() => update.mutate({ studioId: studio.id, fitterId: fitter.id, name: fitter.name, active: !fitter.active })}
            >
              {fitter.active ? `Stop bookings with ${fitter.name}` : `Take bookings with ${fitter.name}`}
            </button>
          </li>
        ))}
      </ul>
      <form
        className={styles.inlineForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ studioId: studio.id, name }, { onSuccess: () => setName('') });
        }}
      >
        <FormField label="New fitter’s name" value={name} onChange={(event) => setName(event.target.value)} />
        <SubmitButton pending={add.isPending} pendingText="Adding…">
          Add fitter
        </SubmitButton>
      </form>
      <ProblemLine>{failure?.message}</ProblemLine>
    </section>
  );
}

function WeeklyHours({ studio }: { studio: AdminStudio }) {
  const save = useSaveHours();
  const [rows, setRows] = useState<WeeklyHoursEntry[]>(studio.hours);
  const failure = save.isError ? describeApiFailure(save.error) : null;
  const who = (fitterId: string | null) =>
    fitterId === null ? 'The studio' : (studio.fitters.find((fitter) => fitter.id === fitterId)?.name ?? fitterId);
  const change = (index: number, patch: Partial<WeeklyHoursEntry>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <section className={ui.panel} aria-labelledby={`hours-${studio.id}`}>
      <h2 id={`hours-${studio.id}`}>Weekly hours</h2>
      <p className={ui.muted}>In {studio.timeZone} time. A fitter with no hours of their own keeps the studio’s.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ studioId: studio.id, hours: rows });
        }}
      >
        <ul className={styles.hours}>
          {rows.map((row, index) => (
            <li key={index} className={styles.hoursRow}>
              <label className={ui.labelAbove}>
                Who
                <select
                  className={ui.select}
                  value={row.fitterId ?? ''}
                  onChange={(event) => change(index, { fitterId: event.target.value === '' ? null : event.target.value })}
                >
                  <option value="">The studio</option>
                  {studio.fitters.map((fitter) => (
                    <option key={fitter.id} value={fitter.id}>
                      {fitter.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className={ui.labelAbove}>
                Day
                <select
                  className={ui.select}
                  value={row.weekday}
                  onChange={(event) => change(index, { weekday: Number(event.target.value) })}
                >
                  {WEEKDAYS.map((day, at) => (
                    <option key={day} value={at + 1}>
                      {day}
                    </option>
                  ))}
                </select>
              </label>
              <FormField
                label="Opens"
                type="time"
                value={row.opens}
                error={failure?.problems.find((problem) => problem.path === `hours.${index}.opens`)?.message}
                onChange={(event) => change(index, { opens: event.target.value })}
              />
              <FormField
                label="Closes"
                type="time"
                value={row.closes}
                error={failure?.problems.find((problem) => problem.path === `hours.${index}.closes`)?.message}
                onChange={(event) => change(index, { closes: event.target.value })}
              />
              <button
                type="button"
                className={ui.secondaryButton}
                aria-label={`Remove ${who(row.fitterId)}, ${WEEKDAYS[row.weekday - 1] ?? ''} ${row.opens}–${row.closes}`}
                onClick={() => setRows(rows.filter((_row, at) => at !== index))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <div className={ui.formActions}>
          <button
            type="button"
            className={ui.secondaryButton}
            onClick={() => setRows([...rows, { fitterId: null, weekday: 1, opens: '11:00', closes: '19:00' }])}
          >
            Add opening hours
          </button>
          <SubmitButton pending={save.isPending}>Save hours</SubmitButton>
        </div>
        <ProblemLine>{failure?.message}</ProblemLine>
        <DoneLine>{save.isSuccess ? 'Hours saved.' : null}</DoneLine>
      </form>
    </section>
  );
}

function Closures({ studio }: { studio: AdminStudio }) {
  const add = useAddClosure();
  const remove = useRemoveClosure();
  const [date, setDate] = useState('');
  const [fitterId, setFitterId] = useState('');
  const [reason, setReason] = useState('');
  const failure = add.isError ? describeApiFailure(add.error) : remove.isError ? describeApiFailure(remove.error) : null;
  const who = (id: string | null) => (id === null ? 'Whole studio' : (studio.fitters.find((fitter) => fitter.id === id)?.name ?? id));
  return (
    <section className={ui.panel} aria-labelledby={`closures-${studio.id}`}>
      <h2 id={`closures-${studio.id}`}>Closures</h2>
      {studio.closures.length === 0 ? <p className={ui.muted}>No closed days.</p> : null}
      <ul className={styles.fitterList}>
        {studio.closures.map((closure) => (
          <li key={closure.id} className={styles.fitterRow}>
            <span>
              <strong>{closure.date}</strong> · {who(closure.fitterId)}
              {closure.reason ? ` · ${closure.reason}` : ''}
            </span>
            <button
              type="button"
              className={ui.secondaryButton}
              aria-label={`Reopen ${closure.date} (${who(closure.fitterId)})`}
              onClick={() => remove.mutate({ studioId: studio.id, closureId: closure.id })}
            >
              Reopen
            </button>
          </li>
        ))}
      </ul>
      <form
        className={styles.inlineForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(
            { studioId: studio.id, date, fitterId: fitterId === '' ? null : fitterId, reason },
            { onSuccess: () => setReason('') },
          );
        }}
      >
        <FormField label="Closed on" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        <label className={ui.labelAbove}>
          For
          <select className={ui.select} value={fitterId} onChange={(event) => setFitterId(event.target.value)}>
            <option value="">Whole studio</option>
            {studio.fitters.map((fitter) => (
              <option key={fitter.id} value={fitter.id}>
                {fitter.name}
              </option>
            ))}
          </select>
        </label>
        <FormField label="Reason (optional)" value={reason} onChange={(event) => setReason(event.target.value)} />
        <SubmitButton pending={add.isPending} pendingText="Adding…">
          Close this day
        </SubmitButton>
      </form>
      <ProblemLine>{failure?.message}</ProblemLine>
    </section>
  );
}
