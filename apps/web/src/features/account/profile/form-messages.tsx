import form from './profile-form.module.css';

/** What a profile form says after a try: a problem of the whole form (role="alert") or the result (role="status"). */
export function FormMessages({ message, notice }: { message: string | null; notice: string | null }) {
  return (
    <>
      {message ? (
        <p role="alert" className={form.error}>
          {message}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className={form.success}>
          {notice}
        </p>
      ) : null}
    </>
  );
}
