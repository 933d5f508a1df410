import { useNavigate } from 'react-router';
import { showApiFailure } from '../../../lib/api-failure';
import { JUST_CREATED } from '../../lib/just-created';
import ui from '../../lib/ui/admin-ui.module.css';
import { ProblemLine } from '../../lib/ui/form-messages';
import { BackLink, PageHeader } from '../../lib/ui/page-header';
import { SubmitButton } from '../../lib/ui/submit-button';
import { useCreateDiscountCode } from './discount-codes-api';
import { DISCOUNT_CODE_FIELDS, DiscountCodeFields, EMPTY_DISCOUNT_CODE, useDiscountCodeForm } from './discount-code-form';

/** A new discount code: every field the contract takes; the server's refusal lands on its field. */
export function DiscountCodeNewRoute() {
  const create = useCreateDiscountCode();
  const navigate = useNavigate();
  const form = useDiscountCodeForm(EMPTY_DISCOUNT_CODE);
  return (
    <>
      <PageHeader title="New discount code">
        <BackLink to="/discount-codes">Back to the codes</BackLink>
      </PageHeader>
      <form
        className={ui.panel}
        aria-label="New discount code"
        noValidate
        onSubmit={form.handleSubmit((request) =>
          create.mutate(request, {
            onSuccess: (code) => void navigate(`/discount-codes/${encodeURIComponent(code.code)}`, JUST_CREATED),
            onError: (error) => showApiFailure(error, form.setError, DISCOUNT_CODE_FIELDS),
          }),
        )}
      >
        <DiscountCodeFields form={form} editing={false} />
        <ProblemLine>{form.formState.errors.root?.server?.message}</ProblemLine>
        <div className={ui.formActions}>
          <SubmitButton pending={create.isPending} pendingText="Creating…">
            Create the code
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
