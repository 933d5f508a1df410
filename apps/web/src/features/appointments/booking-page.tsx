import { BookAppointmentRequestSchema, type AppointmentBooked, type PublicStudio } from '@selvedge/contract';
import { slotLabel } from '@selvedge/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiRequestError } from '../../lib/api-client';
import { showApiFailure } from '../../lib/api-failure';
import { contractResolver } from '../../lib/forms/contract-resolver';
import { FormField } from '../../lib/ui/form-field';
import { useBookAppointment, useStudios, useStudioSlots } from './appointments-api';
import styles from './appointments.module.css';
import { SlotPicker } from './slot-picker';

const GuestSchema = BookAppointmentRequestSchema.pick({ name: true, email: true });
const resolver = contractResolver(GuestSchema);
const FIELDS = ['name', 'email'] as const;

interface BookingPageProps {
  /** The signed-in customer, whose account the booking goes to; null for a guest, who gives a name and an e-mail. */
  customer: { name: string; email: string } | null;
}

/** /appointments: pick a free time at the studio and book it. */
export function BookingPage({ customer }: BookingPageProps) {
  const studios = useStudios();
  const studio = studios.data?.studios[0] ?? null;
  if (studios.isPending) return <p role="status">Looking up the studio…</p>;
  if (studios.isError || !studio) return <p role="alert">We could not load the studio’s times. Please try again in a moment.</p>;
  return <StudioBooking studio={studio} customer={customer} />;
}

function StudioBooking({ studio, customer }: { studio: PublicStudio; customer: BookingPageProps['customer'] }) {
  const slots = useStudioSlots(studio.id);
  const book = useBookAppointment();
  const [choice, setChoice] = useState<{ start: string | null; fitterId: string | null }>({ start: null, fitterId: null });
  const [slotProblem, setSlotProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver,
    defaultValues: { name: customer?.name ?? '', email: customer?.email ?? '' },
  });

  if (book.isSuccess) return <Booked booked={book.data} />;

  const onSubmit = handleSubmit((guest) => {
    if (book.isPending) return;
    if (!choice.start) {
      setSlotProblem('Choose a day and a time first.');
      return;
    }
    setSlotProblem(null);
    book.mutate(
      { studioId: studio.id, start: choice.start, fitterId: choice.fitterId, ...guest },
      {
        onError: (error) => {
          // Taken meanwhile, or no longer a free time: the fresh list is on its way; choose again.
          if (error instanceof ApiRequestError && (error.code === 'slot_taken' || error.code === 'slot_unavailable')) {
            setChoice({ start: null, fitterId: choice.fitterId });
            setSlotProblem(error.message);
            return;
          }
          showApiFailure(error, setError, FIELDS);
        },
      },
    );
  });
  const { errors } = formState;
  const chosen = choice.start ? slotLabel(new Date(choice.start), studio.timeZone) : null;

  return (
    <div className={styles.booking}>
      <section className={styles.studio} aria-labelledby="studio-name">
        <h2 id="studio-name" className={styles.studioName}>
          {studio.name}
        </h2>
        <p className={styles.address}>{studio.address}</p>
        <p>
          {studio.durationMinutes} minutes with one of our fitters: your measurements, the cloth books and our fitting samples. Free, with
          nothing to buy on the day.
        </p>
      </section>

      <section aria-labelledby="times-heading">
        <h2 id="times-heading" className={styles.sectionTitle}>
          Choose a time
        </h2>
        {slots.isPending ? <p role="status">Finding free times…</p> : null}
        {slots.isError ? <p role="alert">We could not load the free times. Please try again in a moment.</p> : null}
        {slots.data ? (
          <SlotPicker
            studio={slots.data.studio}
            slots={slots.data.slots}
            value={choice}
            onChange={(next) => {
              setChoice(next);
              setSlotProblem(null);
            }}
          />
        ) : null}
        {slotProblem ? (
          <p role="alert" className={styles.problem}>
            {slotProblem}
          </p>
        ) : null}
      </section>

      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="details-heading">
        <h2 id="details-heading" className={styles.sectionTitle}>
          Your details
        </h2>
        {customer ? (
          <p>
            Booking as {customer.name} ({customer.email}). The fitter’s measurements will be saved to your account.
          </p>
        ) : (
          <div className={styles.fields}>
            <FormField label="Name" autoComplete="name" maxLength={80} error={errors.name?.message} {...register('name')} />
            <FormField
              label="E-mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              error={errors.email?.message}
              {...register('email')}
            />
          </div>
        )}
        <button type="submit" className={styles.submit} disabled={book.isPending} aria-busy={book.isPending}>
          {book.isPending ? 'Booking…' : chosen ? `Book ${chosen.day}, ${chosen.time}` : 'Book this time'}
        </button>
        {errors.root?.server ? (
          <p role="alert" className={styles.problem}>
            {errors.root.server.message}
          </p>
        ) : null}
      </form>
    </div>
  );
}

function Booked({ booked }: { booked: AppointmentBooked }) {
  const { appointment } = booked;
  const label = slotLabel(new Date(appointment.start), appointment.studio.timeZone);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const manage = new URL(booked.manageUrl).pathname;
  return (
    <section className={styles.booked} aria-labelledby="booked-heading">
      <h2 id="booked-heading" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        You are booked
      </h2>
      <p className={styles.when}>
        {label.day} at {label.time} <span className={styles.zoneNote}>({label.zone})</span>
      </p>
      <p>
        With {appointment.fitter.name} at {appointment.studio.name}, {appointment.studio.address}.
      </p>
      <p>We have e-mailed you a confirmation with a calendar invitation, and will remind you the day before and two hours before.</p>
      <p>
        <Link to={manage}>Move or cancel this appointment</Link>
      </p>
    </section>
  );
}
