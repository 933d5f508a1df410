import { useParams } from 'react-router';
import { useUserSession } from '../../features/account/session/user-session';
import { BookingPage } from '../../features/appointments/booking-page';
import { ManageAppointmentPage } from '../../features/appointments/manage-appointment-page';
import { usePageMeta } from '../../lib/page-meta';
import styles from './page.module.css';

/** /appointments: book a fitting at the studio (issue 31); a signed-in customer books on their account. */
export function AppointmentsRoute() {
  const { user } = useUserSession();
  usePageMeta(
    'Book a studio appointment',
    'Pick a free time for a fitting at the Selvedge studio in Singapore: measurements, cloth books and fitting samples, free.',
  );
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Studio</p>
        <h1 className={styles.title}>Book a studio appointment</h1>
        <p className={styles.lede}>Choose a day and a time that suit you. We will e-mail a confirmation with a calendar invitation.</p>
      </header>
      <BookingPage customer={user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : null} />
    </div>
  );
}

/** /appointments/manage/{token}: the customer's e-mailed link to see, move or cancel an appointment. */
export function ManageAppointmentRoute() {
  const { token = '' } = useParams();
  usePageMeta('Your studio appointment', 'See, move or cancel your Selvedge studio appointment.');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Studio</p>
        <h1 className={styles.title}>Your studio appointment</h1>
      </header>
      <ManageAppointmentPage token={token} />
    </div>
  );
}
