import form from './profile-form.module.css';

/** What a profile form says after a try: the problem (role="alert") or the result (role="status"). */
export function FormMessages({ errorId, message, notice }: { errorId: string; message: string | null; notice: string | null }) {
  return (
    <>
      {message ? (
        <p id={errorId} role="alert" className={form.error}>
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
