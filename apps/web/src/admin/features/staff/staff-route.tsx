import { STAFF_ROLES, StaffInviteRequestSchema, type Staff, type StaffInvitation, type StaffInviteRequest, type StaffRole } from '@selvedge/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureText, showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { dateTimeText } from '../../lib/admin-format';
import { ActionsHeader } from '../../lib/ui/actions-header';
import ui from '../../lib/ui/admin-ui.module.css';
import { ProblemLine } from '../../lib/ui/form-messages';
import { SubmitButton } from '../../lib/ui/submit-button';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { useStaffSession } from '../session/staff-session';
import { useInviteStaff, useStaffList, useUpdateStaff } from './staff-api';
import styles from './staff-route.module.css';

const ROLE_WORDS: Record<StaffRole, string> = {
  owner: 'Owner: everything, staff and refunds included',
  manager: 'Manager: orders, catalogue, content, codes, customers',
  workroom: 'Workroom: orders and their stages',
};


function InviteForm() {
  const invite = useInviteStaff();
  const [sent, setSent] = useState<StaffInvitation | null>(null);
  const form = useForm<StaffInviteRequest, unknown, StaffInviteRequest>({ resolver: contractResolver(StaffInviteRequestSchema), defaultValues: { email: '', role: 'workroom' } });
  const { errors } = form.formState;
  return (
    <section className={ui.panel} aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite someone</h2>
      <form
        className={styles.inviteForm}
        noValidate
        onSubmit={form.handleSubmit((values) =>
          invite.mutate(values, {
            onSuccess: (invitation) => {
              setSent(invitation);
              form.reset({ email: '', role: values.role });
            },
            onError: (error) => showApiFailure(error, form.setError, ['email', 'role']),
          }),
        )}
      >
        <FormField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
        <FormField
          label="Role"
          error={errors.role?.message}
          control={(control) => (
            <select className={ui.select} {...control} {...form.register('role')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_WORDS[role]}
                </option>
              ))}
            </select>
          )}
        />
        <SubmitButton pending={invite.isPending} pendingText="Inviting…">
          Send the invitation
        </SubmitButton>
      </form>
      <ProblemLine>{errors.root?.server?.message}</ProblemLine>
      {sent ? (
        <div className={ui.success} role="status">
          <p>
            Invitation e-mailed to <strong>{sent.email}</strong>. The link works once, until {dateTimeText(sent.expiresAt)}; you can also hand it over yourself:
          </p>
          <label className={styles.linkLabel}>
            Invitation link
            <input className={styles.link} readOnly value={sent.link} onFocus={(event) => event.currentTarget.select()} />
          </label>
        </div>
      ) : null}
    </section>
  );
}

function StaffRow({ member, isMe }: { member: Staff; isMe: boolean }) {
  const update = useUpdateStaff();
  const problem = update.isError ? failureText(update.error) : null;
  return (
    <tr>
      <td>
        {member.name}
        {isMe ? <span className={ui.muted}> (you)</span> : null}
      </td>
      <td>{member.email}</td>
      <td>
        <label className="visually-hidden" htmlFor={`role-${member.id}`}>
          Role of {member.name}
        </label>
        <select
          id={`role-${member.id}`}
          className={ui.select}
          value={member.role}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ id: member.id, version: member.version, role: event.target.value as StaffRole })}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {role[0]?.toUpperCase() + role.slice(1)}
            </option>
          ))}
        </select>
        {problem ? (
          <p className={styles.rowProblem} role="alert">
            {problem}
          </p>
        ) : null}
      </td>
      <td>{member.active ? 'Active' : 'Deactivated'}</td>
      <td>{dateTimeText(member.lastLoginAt, 'Never')}</td>
      <td>
        <button type="button" className={ui.secondaryButton} disabled={update.isPending} onClick={() => update.mutate({ id: member.id, version: member.version, active: !member.active })}>
          {member.active ? `Deactivate ${member.name}` : `Reactivate ${member.name}`}
        </button>
      </td>
    </tr>
  );
}

/** The owner's page of people: who works in the back office, their roles, and invitations. */
export function StaffRoute() {
  const list = useStaffList();
  const { me } = useStaffSession();
  return (
    <>
      <PageHeader title="Staff" />
      <InviteForm />
      <section className={ui.panel} aria-labelledby="staff-heading">
        <h2 id="staff-heading">People</h2>
        <QueryState query={list} label="staff">
          {({ staff }) => (
            <div className={ui.tableScroller}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Role</th>
                    <th scope="col">Status</th>
                    <th scope="col">Last sign-in</th>
                    <ActionsHeader />
                  </tr>
                </thead>
                <tbody>
                  {staff.map((member) => (
                    <StaffRow key={member.id} member={member} isMe={member.id === me?.staff.id} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </section>
    </>
  );
}
