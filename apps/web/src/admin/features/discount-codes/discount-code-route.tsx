import { AdminDiscountCodeSchema, type AdminDiscountCode } from '@selvedge/contract/admin';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { dateTimeText } from '../../lib/admin-format';
import { useConfirmState } from '../../lib/confirm-state';
import { useJustCreated } from '../../lib/just-created';
import { useSaveNotice } from '../../lib/save-notice';
import ui from '../../lib/ui/admin-ui.module.css';
import { ProblemLine, SaveNoticeLine } from '../../lib/ui/form-messages';
import { BackLink, PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { SubmitButton } from '../../lib/ui/submit-button';
import { useDeactivateDiscountCode, useDiscountCode, useUpdateDiscountCode } from './discount-codes-api';
import { DISCOUNT_CODE_FIELDS, DiscountCodeFields, formValuesOf, useDiscountCodeForm } from './discount-code-form';
import { limitsText, valueText } from './discount-code-text';

function Deactivate({ code, version, onDone }: { code: AdminDiscountCode; version: number; onDone(saved: AdminDiscountCode): void }) {
  const deactivate = useDeactivateDiscountCode(code.code);
  const confirm = useConfirmState(deactivate);
  const [active, setActive] = useState(code.active);
  return (
    <ConfirmDialog
      {...confirm.dialog}
      trigger={{ text: 'Deactivate', label: `Deactivate ${code.code}`, className: ui.dangerButton, disabled: !active }}
      title={`Deactivate ${code.code}?`}
      description="Carts holding it stop applying it at once, and customers can no longer enter it. Its uses so far stay counted; you can make it active again here."
      cancelText="Keep it active"
      confirmText="Deactivate the code"
      pendingText="Deactivating…"
      onConfirm={() =>
        deactivate.mutate(version, {
          onSuccess: (saved) => {
            confirm.close();
            setActive(saved.active);
            onDone(saved);
          },
        })
      }
    />
  );
}

/** Edits one loaded code: sends the version it was loaded at; a stale edit loads what is there now. */
function EditCode({ code }: { code: AdminDiscountCode }) {
  const update = useUpdateDiscountCode(code.code);
  const form = useDiscountCodeForm(formValuesOf(code));
  // The version this form was filled from: the loaded code's, or the one a stale answer brought.
  const [version, setVersion] = useState(code.version);
  const created = useJustCreated();
  const save = useSaveNotice({
    form,
    schema: AdminDiscountCodeSchema,
    valuesOf: formValuesOf,
    onLoad: (loaded) => setVersion(loaded.version),
    initial: created ? { kind: 'saved', text: `${code.code} is made.` } : null,
  });
  return (
    <>
      <section className={ui.panel} aria-labelledby="code-facts">
        <h2 id="code-facts">{code.code}</h2>
        <dl className={ui.facts}>
          <dt>Gives</dt>
          <dd>{valueText(code)}</dd>
          <dt>Limits</dt>
          <dd>{limitsText(code)}</dd>
          <dt>Used</dt>
          <dd>
            {code.usage.total.toLocaleString('en-SG')} times, {code.usage.thisMonth.toLocaleString('en-SG')} this month
          </dd>
          <dt>Status</dt>
          <dd>{code.active ? 'Active' : 'Inactive'}</dd>
          <dt>Last changed</dt>
          <dd>{dateTimeText(code.updatedAt)}</dd>
        </dl>
      </section>
      <form
        className={ui.panel}
        aria-label={`Edit ${code.code}`}
        noValidate
        onSubmit={form.handleSubmit((request) => {
          save.clear();
          const { code: _name, ...fields } = request;
          update.mutate(
            { ...fields, version },
            { onSuccess: (saved) => save.saved(saved, 'Saved.'), onError: (error) => save.refused(error, DISCOUNT_CODE_FIELDS) },
          );
        })}
      >
        <SaveNoticeLine notice={save.notice} />
        <DiscountCodeFields form={form} editing />
        <ProblemLine>{form.formState.errors.root?.server?.message}</ProblemLine>
        <div className={ui.formActions}>
          <SubmitButton pending={update.isPending}>Save changes</SubmitButton>
          <Deactivate code={code} version={version} onDone={(saved) => save.saved(saved, `${saved.code} is deactivated.`)} />
        </div>
      </form>
    </>
  );
}

/** One discount code: what it gives, how often it was used, its fields to edit, and deactivating it. */
export function DiscountCodeRoute() {
  const { code = '' } = useParams();
  const query = useDiscountCode(code);
  return (
    <>
      <PageHeader title={`Discount code ${code.toUpperCase()}`}>
        <BackLink to="/discount-codes">Back to the codes</BackLink>
      </PageHeader>
      <QueryState query={query} label="the code">
        {(loaded) => <EditCode key={loaded.code} code={loaded} />}
      </QueryState>
    </>
  );
}
