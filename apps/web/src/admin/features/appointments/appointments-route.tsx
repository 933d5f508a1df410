import { PRODUCT_TYPES, type ProductType } from '@selvedge/contract';
import type { AdminAppointment, StudioMeasurementForm } from '@selvedge/contract/admin';
import { slotLabel } from '@selvedge/domain';
import { useState, type FormEvent } from 'react';
import { describeApiFailure } from '../../../lib/api-failure';
import { FormField } from '../../../lib/ui/form-field';
import ui from '../../lib/ui/admin-ui.module.css';
import { DoneLine, ProblemLine } from '../../lib/ui/form-messages';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { SubmitButton } from '../../lib/ui/submit-button';
import { useAppointments, useMeasurementForm, useRecordMeasurements } from './appointments-api';
import styles from './appointments.module.css';

const TYPE_NAMES: Record<ProductType, string> = {
  shirt: 'Shirt',
  polo: 'Polo',
  trousers: 'Trousers',
  shorts: 'Shorts',
  outerwears: 'Outerwear',
  jackets: 'Jacket',
};

/** /admin/appointments: today's and the coming studio appointments, in the studio's clock; the fitter records measurements on one. */
export function AppointmentsRoute() {
  const appointments = useAppointments();
  return (
    <>
      <PageHeader title="Appointments" />
      <QueryState query={appointments} label="appointments">
        {({ appointments: list }) =>
          list.length === 0 ? (
            <p className={ui.muted}>No appointments booked in the coming weeks.</p>
          ) : (
            <ul className={styles.cards} aria-label="Upcoming appointments">
              {list.map((appointment) => (
                <AppointmentCard key={appointment.id} appointment={appointment} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}

function AppointmentCard({ appointment }: { appointment: AdminAppointment }) {
  const [recording, setRecording] = useState(false);
  const label = slotLabel(new Date(appointment.start), appointment.timeZone);
  const cancelled = appointment.status === 'cancelled';
  return (
    <li className={styles.card} aria-labelledby={`apt-${appointment.id}`}>
      <div className={styles.cardHead}>
        <h2 id={`apt-${appointment.id}`} className={styles.when}>
          {cancelled ? <s>{`${label.day}, ${label.time}`}</s> : `${label.day}, ${label.time}`}
        </h2>
        <span className={ui.badge}>{cancelled ? 'Cancelled' : 'Booked'}</span>
      </div>
      <p className={ui.muted}>
        {label.zone} · {appointment.studio.name} · with {appointment.fitter.name}
      </p>
      <p>
        <strong>{appointment.name}</strong> · {appointment.email} · {appointment.customerId ? 'has an account' : 'guest'}
      </p>
      {appointment.measuredSize ? <p className={ui.success}>Measurements saved: {appointment.measuredSize}</p> : null}
      {!cancelled && appointment.customerId ? (
        <button type="button" className={ui.secondaryButton} aria-expanded={recording} onClick={() => setRecording(!recording)}>
          {recording ? 'Close the measurements' : `Record measurements for ${appointment.name}`}
        </button>
      ) : null}
      {!cancelled && !appointment.customerId ? (
        <p className={ui.muted}>A guest booking: measurements are kept on an account, so ask the customer to sign up first.</p>
      ) : null}
      {recording ? <MeasurementsForm appointment={appointment} /> : null}
    </li>
  );
}

function MeasurementsForm({ appointment }: { appointment: AdminAppointment }) {
  const [productType, setProductType] = useState<ProductType>('shirt');
  const form = useMeasurementForm(productType);
  return (
    <div className={styles.measure}>
      <label className={ui.labelAbove}>
        Garment
        <select className={ui.select} value={productType} onChange={(event) => setProductType(event.target.value as ProductType)}>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_NAMES[type]}
            </option>
          ))}
        </select>
      </label>
      <QueryState query={form} label="the measurement fields">
        {(fields) => <MeasurementFields key={productType} appointment={appointment} form={fields} />}
      </QueryState>
    </div>
  );
}

function MeasurementFields({ appointment, form }: { appointment: AdminAppointment; form: StudioMeasurementForm }) {
  const record = useRecordMeasurements();
  const [fit, setFit] = useState(form.fits[0] ?? '');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(form.fields.map((field) => [field.key, field.value === null ? '' : String(field.value)])),
  );
  const failure = record.isError ? describeApiFailure(record.error) : null;
  const problemOf = (key: string) => failure?.problems.find((problem) => problem.path === `measurements.${key}`)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate({
      id: appointment.id,
      productType: form.productType,
      track: 'body',
      basedOn: { size: null, fit },
      measurements: form.fields.map((field) => ({
        id: field.key,
        fitting_size: field.type === 'dropdown' ? (values[field.key] ?? '') : Number(values[field.key] ?? ''),
      })),
    });
  };

  return (
    <form
      className={styles.measureForm}
      onSubmit={submit}
      noValidate
      aria-label={`${TYPE_NAMES[form.productType]} measurements for ${appointment.name}`}
    >
      <label className={ui.labelAbove}>
        Fit
        <select className={ui.select} value={fit} onChange={(event) => setFit(event.target.value)}>
          {form.fits.map((each) => (
            <option key={each}>{each}</option>
          ))}
        </select>
      </label>
      <div className={styles.fields}>
        {form.fields.map((field) =>
          field.type === 'dropdown' ? (
            <label key={field.key} className={ui.labelAbove}>
              {field.label}
              <select
                className={ui.select}
                value={values[field.key] ?? ''}
                onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
              >
                {field.options.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            </label>
          ) : (
            <FormField
              key={field.key}
              label={`${field.label} (in)`}
              inputMode="decimal"
              hint={field.lowerBound !== null && field.upperBound !== null ? `${field.lowerBound} to ${field.upperBound} in` : undefined}
              value={values[field.key] ?? ''}
              error={problemOf(field.key)}
              announce="polite"
              onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
            />
          ),
        )}
      </div>
      <div className={ui.formActions}>
        <SubmitButton pending={record.isPending}>Save as a new size version</SubmitButton>
      </div>
      <ProblemLine>{failure?.message}</ProblemLine>
      <DoneLine>
        {record.isSuccess ? `Saved to the customer’s sizes: ${record.data.measuredSize ?? ''}. Their next order starts from it.` : null}
      </DoneLine>
    </form>
  );
}
