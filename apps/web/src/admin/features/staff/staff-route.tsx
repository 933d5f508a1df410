import {
  STAFF_ROLES,
  StaffInviteRequestSchema,
  type Staff,
  type StaffInvitation,
  type StaffInviteRequest,
  type StaffPendingInvitation,
  type StaffRole,
} from '@selvedge/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { failureText, showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { dateTimeText } from '../../lib/admin-format';
import { useConfirmState } from '../../lib/confirm-state';
import { ActionsHeader } from '../../lib/ui/actions-header';
import ui from '../../lib/ui/admin-ui.module.css';
import { DoneLine, ProblemLine } from '../../lib/ui/form-messages';
import { SubmitButton } from '../../lib/ui/submit-button';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { useStaffSession } from '../../lib/staff-session';
import {
  useEndMemberSessions,
  useInviteStaff,
  useMemberSessions,
  usePendingInvitations,
  useResendInvitation,
  useStaffList,
  useUpdateStaff,
  useWithdrawInvitation,
} from './staff-api';
import styles from './staff-route.module.css';

const ROLE_WORDS: Record<StaffRole, string> = {
  owner: 'Owner: everything, staff and refunds included',
  manager: 'Manager: orders, catalogue, content, codes, customers',
  workroom: 'Workroom: orders and their stages',
};

function InviteForm() {
  const invite = useInviteStaff();
  const [sent, setSent] = useState<StaffInvitation | null>(null);
  const form = useForm<StaffInviteRequest, unknown, StaffInviteRequest>({
    resolver: contractResolver(StaffInviteRequestSchema),
    defaultValues: { email: '', role: 'workroom' },
  });
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
            Invitation e-mailed to <strong>{sent.email}</strong>. The link works once, until {dateTimeText(sent.expiresAt)}; you can also
            hand it over yourself:
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

const roleName = (role: StaffRole) => role[0]?.toUpperCase() + role.slice(1);

/** What the refunds switch allows, said once above the people. */
const REFUNDS_WORDS =
  'Refunds: an owner can always give money back. Switch it on for someone else to let them refund an order from its page; switch it off to take it back.';

function InvitationRow({ invitation, resend }: { invitation: StaffPendingInvitation; resend: ReturnType<typeof useResendInvitation> }) {
  const resending = resend.isPending && resend.variables === invitation.id;
  const withdraw = useWithdrawInvitation();
  const confirm = useConfirmState(withdraw);
  return (
    <tr>
      <th scope="row">{invitation.email}</th>
      <td>{roleName(invitation.role)}</td>
      <td>
        {dateTimeText(invitation.createdAt)}
        {invitation.invitedBy ? <span className={ui.muted}> by {invitation.invitedBy}</span> : null}
      </td>
      <td>{dateTimeText(invitation.expiresAt)}</td>
      <td>
        <div className={styles.rowActions}>
          <button
            type="button"
            className={ui.secondaryButton}
            disabled={resend.isPending}
            aria-label={`Resend the invitation to ${invitation.email}`}
            onClick={() => resend.mutate(invitation.id)}
          >
            {resending ? 'Resending…' : 'Resend'}
          </button>
          <ConfirmDialog
            {...confirm.dialog}
            trigger={{ text: 'Withdraw', label: `Withdraw the invitation to ${invitation.email}`, className: ui.secondaryButton }}
            title={`Withdraw the invitation to ${invitation.email}?`}
            description="The link we e-mailed stops working at once. You can invite them again later."
            cancelText="Keep it"
            confirmText="Withdraw the invitation"
            pendingText="Withdrawing…"
            onConfirm={() => withdraw.mutate(invitation.id, { onSuccess: () => confirm.close() })}
          />
        </div>
        {resend.isError && resend.variables === invitation.id ? (
          <p className={styles.rowProblem} role="alert">
            {failureText(resend.error)}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/** The invitations still open: each can be sent again (with a new link) or withdrawn. */
function PendingInvitations() {
  const invitations = usePendingInvitations();
  // The panel's: a resent invitation's row gives way to the new one, and the panel says what was done.
  const resend = useResendInvitation();
  return (
    <section className={ui.panel} aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Invitations waiting</h2>
      <QueryState query={invitations} label="invitations">
        {({ invitations: pending }) =>
          pending.length === 0 ? (
            <p className={ui.muted}>No invitation is waiting to be accepted.</p>
          ) : (
            <div className={ui.tableScroller}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Email</th>
                    <th scope="col">Role</th>
                    <th scope="col">Invited</th>
                    <th scope="col">Link works until</th>
                    <ActionsHeader />
                  </tr>
                </thead>
                <tbody>
                  {pending.map((invitation) => (
                    <InvitationRow key={invitation.id} invitation={invitation} resend={resend} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      <DoneLine>{resend.isSuccess ? `A new link was e-mailed to ${resend.data.email}; the old one no longer works.` : null}</DoneLine>
    </section>
  );
}

/** The owner's view of a member's signed-in browsers, and the button that ends them all. */
function MemberSessions({ member }: { member: Staff }) {
  const sessions = useMemberSessions(member.id, true);
  const end = useEndMemberSessions(member.id);
  const confirm = useConfirmState(end);
  return (
    <div className={styles.sessions}>
      <QueryState query={sessions} label={`${member.name}’s sessions`}>
        {({ sessions: live }) =>
          live.length === 0 ? (
            <p className={ui.muted}>{member.name} is not signed in anywhere.</p>
          ) : (
            <>
              <ul aria-label={`${member.name}’s sessions`}>
                {live.map((session) => (
                  <li key={session.id}>
                    {session.device} · signed in {dateTimeText(session.createdAt)} · last seen {dateTimeText(session.lastSeenAt, 'not yet')}
                  </li>
                ))}
              </ul>
              <ConfirmDialog
                {...confirm.dialog}
                trigger={{
                  text: `Sign ${member.name} out everywhere`,
                  label: `Sign ${member.name} out everywhere`,
                  className: ui.secondaryButton,
                }}
                title={`Sign ${member.name} out everywhere?`}
                description={`Every browser signed in as ${member.name} is signed out at once; they can sign in again with their password.`}
                cancelText="Cancel"
                confirmText="Sign them out"
                pendingText="Signing out…"
                onConfirm={() => end.mutate(undefined, { onSuccess: () => confirm.close() })}
              />
            </>
          )
        }
      </QueryState>
      <DoneLine>
        {end.isSuccess ? `${member.name} was signed out of ${end.data.ended} ${end.data.ended === 1 ? 'session' : 'sessions'}.` : null}
      </DoneLine>
    </div>
  );
}

/** The refunds switch of one member: owners always have it; for anyone else it is the owner's to grant. */
function RefundsSwitch({ member }: { member: Staff }) {
  const update = useUpdateStaff();
  if (member.role === 'owner') return <span className={ui.muted}>Always</span>;
  // While the change is on its way the switch shows what was asked.
  const granted = (update.isPending ? (update.variables.grants ?? []) : (member.grants ?? [])).includes('refunds');
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={granted}
        disabled={update.isPending || !member.active}
        onChange={(event) => update.mutate({ id: member.id, version: member.version, grants: event.target.checked ? ['refunds'] : [] })}
      />
      <span className="visually-hidden">Refunds by {member.name}</span>
      <span aria-hidden="true">{granted ? 'Allowed' : 'Not allowed'}</span>
      {update.isError ? (
        <span className={styles.rowProblem} role="alert">
          {failureText(update.error)}
        </span>
      ) : null}
    </label>
  );
}

function StaffRow({ member, isMe }: { member: Staff; isMe: boolean }) {
  const update = useUpdateStaff();
  const problem = update.isError ? failureText(update.error) : null;
  const [showSessions, setShowSessions] = useState(false);
  return (
    <>
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
                {roleName(role)}
              </option>
            ))}
          </select>
          {problem ? (
            <p className={styles.rowProblem} role="alert">
              {problem}
            </p>
          ) : null}
        </td>
        <td>
          {member.active ? (
            'Active'
          ) : (
            <>
              Deactivated
              <span className={styles.hint}>Invite this e-mail again to bring the account back.</span>
            </>
          )}
        </td>
        <td>{dateTimeText(member.lastLoginAt, 'Never')}</td>
        <td>
          <RefundsSwitch member={member} />
        </td>
        <td>
          <div className={styles.rowActions}>
            <button
              type="button"
              className={ui.secondaryButton}
              disabled={update.isPending}
              onClick={() => update.mutate({ id: member.id, version: member.version, active: !member.active })}
            >
              {member.active ? `Deactivate ${member.name}` : `Reactivate ${member.name}`}
            </button>
            {isMe ? (
              <Link className={ui.secondaryButton} to="/account">
                Your sessions
              </Link>
            ) : (
              <button
                type="button"
                className={ui.secondaryButton}
                aria-expanded={showSessions}
                onClick={() => setShowSessions(!showSessions)}
              >
                Sessions of {member.name}
              </button>
            )}
          </div>
        </td>
      </tr>
      {showSessions && !isMe ? (
        <tr>
          <td colSpan={8}>
            <MemberSessions member={member} />
          </td>
        </tr>
      ) : null}
    </>
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
      <PendingInvitations />
      <section className={ui.panel} aria-labelledby="staff-heading">
        <h2 id="staff-heading">People</h2>
        <p className={ui.muted}>{REFUNDS_WORDS}</p>
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
                    <th scope="col">Refunds</th>
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
