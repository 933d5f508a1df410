import { Link, useNavigate } from 'react-router';
import { showApiFailure } from '../../../lib/api-failure';
import ui from '../../lib/ui/admin-ui.module.css';
import { PageHeader } from '../../lib/ui/page-header';
import { useCreateDiscountCode } from './discount-codes-api';
import { DISCOUNT_CODE_FIELDS, DiscountCodeFields, EMPTY_DISCOUNT_CODE, useDiscountCodeForm } from './discount-code-form';
import styles from './discount-codes.module.css';

/** A new discount code: every field the contract takes; the server's refusal lands on its field. */
export function DiscountCodeNewRoute() {
  const create = useCreateDiscountCode();
  const navigate = useNavigate();
  const form = useDiscountCodeForm(EMPTY_DISCOUNT_CODE);
  const serverProblem = form.formState.errors.root?.server?.message;
  return (
    <>
      <PageHeader title="New discount code">
        <Link className={ui.secondaryButton} to="/discount-codes">
          Back to the codes
        </Link>
      </PageHeader>
      <form
        className={ui.panel}
        aria-label="New discount code"
        noValidate
        onSubmit={form.handleSubmit((request) =>
          create.mutate(request, {
            onSuccess: (code) => void navigate(`/discount-codes/${encodeURIComponent(code.code)}`, { state: { created: true } }),
            onError: (error) => showApiFailure(error, form.setError, DISCOUNT_CODE_FIELDS),
          }),
        )}
      >
        <DiscountCodeFields form={form} editing={false} />
        {serverProblem ? (
          <p className={ui.problem} role="alert">
            {serverProblem}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={ui.button} disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create the code'}
          </button>
        </div>
      </form>
    </>
  );
}
