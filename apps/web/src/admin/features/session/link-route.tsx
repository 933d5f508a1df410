import { useMutation } from '@tanstack/react-query';
import { StaffLinkRequestSchema, StaffSessionSchema, type StaffLinkRequest } from '@selvedge/contract/admin';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useNavigate, useSearchParams } from 'react-router';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { adminRequest } from '../../lib/admin-api';
import ui from '../../lib/ui/admin-ui.module.css';
import { ProblemLine } from '../../lib/ui/form-messages';
import { SubmitButton } from '../../lib/ui/submit-button';
import styles from './auth-page.module.css';
import { useStaffSession } from '../../lib/staff-session';

const WORDS = {
  setup: {
    title: 'Set up your shop',
    lead: 'You are the shop’s owner. Choose the e-mail and password you will sign in with; you can invite your staff next.',
    submit: 'Create the owner’s account',
    path: '/setup',
  },
  join: {
    title: 'Join the back office',
    lead: 'You have been invited to Selvedge’s back office. Choose your name and a password of at least 12 characters.',
    submit: 'Join',
    path: '/invitations/accept',
  },
} as const;

/** The set-up link's form asks for the owner's e-mail; an invitation already knows it. */
const SetupSchema = StaffLinkRequestSchema.and(z.object({ email: z.string({ error: 'Email is invalid.' }).min(1, 'Email is invalid.') }));

type LinkValues = Omit<StaffLinkRequest, 'token'>;

/** The owner's first sign-up from the link printed at first start (`/admin/setup`), and an invited member of staff's (`/admin/join`). */
export function LinkRoute({ kind }: { kind: 'setup' | 'join' }) {
  const words = WORDS[kind];
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { signIn } = useStaffSession();
  const schema = kind === 'setup' ? SetupSchema : StaffLinkRequestSchema;
  const form = useForm<LinkValues & { token: string }, unknown, StaffLinkRequest>({
    resolver: contractResolver(schema as typeof StaffLinkRequestSchema),
    defaultValues: { token, name: '', password: '', ...(kind === 'setup' ? { email: '' } : {}) },
  });
  const send = useMutation({
    mutationFn: (body: StaffLinkRequest) => adminRequest(words.path, StaffSessionSchema, { method: 'POST', body }),
    onSuccess: (session) => {
      signIn(session);
      void navigate(kind === 'setup' ? '/staff' : '/', { replace: true });
    },
    onError: (error) => showApiFailure(error, form.setError, ['name', 'email', 'password']),
  });
  const { errors } = form.formState;
  const linkProblem = errors.token?.message;
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>Selvedge back office</p>
        <h1>{words.title}</h1>
        <p>{words.lead}</p>
        {!token ? (
          <p className={ui.problem} role="alert">
            This page needs the link you were sent. Open it from the e-mail (or the console, for the shop’s first start).
          </p>
        ) : (
          <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
            <FormField label="Your name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
            {kind === 'setup' ? (
              <FormField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...form.register('email')} />
            ) : null}
            <FormField
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="At least 12 characters."
              error={errors.password?.message}
              {...form.register('password')}
            />
            <ProblemLine>{linkProblem ?? errors.root?.server?.message}</ProblemLine>
            <SubmitButton pending={send.isPending} pendingText="Please wait…" aria-busy={send.isPending || undefined}>
              {words.submit}
            </SubmitButton>
          </form>
        )}
      </div>
    </main>
  );
}
