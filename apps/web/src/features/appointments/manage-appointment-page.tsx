import { slotLabel } from '@selvedge/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../lib/api-client';
import { describeApiFailure } from '../../lib/api-failure';
import { appointmentsPath } from '../../lib/route-paths';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';
import { useCancelAppointment, useManagedAppointment, useRescheduleAppointment, useStudioSlots } from './appointments-api';
import styles from './appointments.module.css';
import { SlotPicker } from './slot-picker';

/** /appointments/manage/{token}: the appointment the e-mailed link is for, to move or cancel. */
export function ManageAppointmentPage({ token }: { token: string }) {
  const appointment = useManagedAppointment(token);
  const cancel = useCancelAppointment(token);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);

  if (appointment.isPending) return <p role="status">Looking up your appointment…</p>;
  if (appointment.isError) {
    const gone = appointment.error instanceof ApiRequestError && (appointment.error.status === 404 || appointment.error.status === 400);
    return (
      <p role="alert">
        {gone
          ? 'This appointment link is not valid. Use the link in your latest e-mail, or '
          : 'We could not load your appointment. Please try again, or '}
        <Link to={appointmentsPath()}>book a new appointment</Link>.
      </p>
    );
  }
  const booked = appointment.data;
  const label = slotLabel(new Date(booked.start), booked.studio.timeZone);

  return (
    <div className={styles.booking}>
      <section className={styles.booked} aria-labelledby="appointment-heading">
        <h2 id="appointment-heading" className={styles.sectionTitle}>
          {booked.status === 'cancelled' ? 'Cancelled appointment' : 'Your appointment'}
        </h2>
        <p className={styles.when}>
          {booked.status === 'cancelled' ? <s>{`${label.day} at ${label.time}`}</s> : `${label.day} at ${label.time}`}{' '}
          <span className={styles.zoneNote}>({label.zone})</span>
        </p>
        <p>
          With {booked.fitter.name} at {booked.studio.name}, {booked.studio.address}.
        </p>
        {booked.status === 'cancelled' ? (
          <p role="status">
            This appointment is cancelled. <Link to={appointmentsPath()}>Book another time</Link>.
          </p>
        ) : null}
        {!booked.changeable && booked.status === 'booked' ? (
          <p>This appointment has begun or taken place, so it can no longer be changed.</p>
        ) : null}
        {booked.changeable ? (
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} aria-expanded={moving} onClick={() => setMoving(!moving)}>
              {moving ? 'Keep this time' : 'Move to another time'}
            </button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={{ text: 'Cancel appointment', label: 'Cancel appointment', className: styles.secondary }}
              title="Cancel this appointment?"
              description={`${label.day} at ${label.time} with ${booked.fitter.name}. We will e-mail you to confirm, and the time goes back to others.`}
              problem={cancel.isError ? describeApiFailure(cancel.error).message : null}
              cancelText="Keep it"
              confirmText="Cancel appointment"
              pendingText="Cancelling…"
              pending={cancel.isPending}
              onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            />
          </div>
        ) : null}
      </section>
      {moving && booked.changeable ? <Reschedule token={token} studioId={booked.studio.id} onMoved={() => setMoving(false)} /> : null}
    </div>
  );
}

function Reschedule({ token, studioId, onMoved }: { token: string; studioId: string; onMoved(): void }) {
  const slots = useStudioSlots(studioId);
  const move = useRescheduleAppointment(token);
  const [choice, setChoice] = useState<{ start: string | null; fitterId: string | null }>({ start: null, fitterId: null });
  const chosen = choice.start && slots.data ? slotLabel(new Date(choice.start), slots.data.studio.timeZone) : null;
  return (
    <section aria-labelledby="move-heading">
      <h2 id="move-heading" className={styles.sectionTitle}>
        Choose a new time
      </h2>
      {slots.isPending ? <p role="status">Finding free times…</p> : null}
      {slots.data ? <SlotPicker studio={slots.data.studio} slots={slots.data.slots} value={choice} onChange={setChoice} /> : null}
      <button
        type="button"
        className={styles.submit}
        disabled={!choice.start || move.isPending}
        aria-busy={move.isPending}
        onClick={() => choice.start && move.mutate({ start: choice.start, fitterId: choice.fitterId }, { onSuccess: onMoved })}
      >
        {move.isPending ? 'Moving…' : chosen ? `Move to ${chosen.day}, ${chosen.time}` : 'Choose a time above'}
      </button>
      {move.isError ? (
        <p role="alert" className={styles.problem}>
          {describeApiFailure(move.error).message}
        </p>
      ) : null}
    </section>
  );
}
