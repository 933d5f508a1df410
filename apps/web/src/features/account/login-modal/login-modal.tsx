import type { CurrencyCode, LoginResponse } from '@selvedge/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Modal, ModalClose, ModalDescription, ModalTitle } from '../../../lib/ui/modal';
import { useUserSession } from '../session/user-session';
import { ForgetPasswordForm } from './forget-password-form';
import { LoginForm } from './login-form';
import styles from './login-modal.module.css';
import {
  LOGIN_MODAL_PARAMS,
  LOGIN_MODAL_VALUE,
  readLoginModalForm,
  withLoginForm,
  withoutLoginModal,
  type LoginModalForm,
} from './login-modal-url';
import { RegisterForm } from './register-form';

/** SPEC §8, word for word. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please login again.';

const TITLES: Record<LoginModalForm, string> = {
  login: 'Log in',
  register: 'Create an account',
  'forget password': 'Reset your password',
};

const LEDES: Record<LoginModalForm, string> = {
  login: 'Welcome back. Your sizes, designs and cart are waiting.',
  register: 'Keep your sizes and designs, follow your orders and check out faster.',
  'forget password': 'Enter the e-mail of your account and we will send you a link to choose a new password.',
};

interface LoginModalProps {
  /** The display currency: the customer's cart is read in it after login. */
  currency: CurrencyCode;
}

/**
 * The login, register and forgotten-password modal (SPEC §2, §4). It is driven by the URL:
 * `?modal=navbar-login` opens it, `form` picks the form and `session-expired` adds the notice.
 */
export function LoginModal({ currency }: LoginModalProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const session = useUserSession();
  // Kept across forms: a customer who forgot the password should not type the address again.
  const [email, setEmail] = useState('');
  const [success, setSuccess] = useState<string | null>(null);

  const form = readLoginModalForm(searchParams.get(LOGIN_MODAL_PARAMS.form));
  const sessionExpired = searchParams.has(LOGIN_MODAL_PARAMS.sessionExpired);
  // Not while a stored session is still being read, nor for a customer who is logged in.
  const open = searchParams.get(LOGIN_MODAL_PARAMS.modal) === LOGIN_MODAL_VALUE && session.status === 'ready' && session.user === null;

  const close = () => {
    setEmail('');
    setSuccess(null);
    // Replaced, not pushed: Back after logging in should not bring the modal back.
    setSearchParams((current) => withoutLoginModal(current), { replace: true });
  };

  /** SPEC §4: a new form starts without error, success or passwords (each form owns those). */
  const switchTo = (next: LoginModalForm, message: string | null = null) => {
    setSuccess(message);
    setSearchParams((current) => withLoginForm(current, next), { replace: true });
  };

  const loggedIn = (answer: LoginResponse) => {
    session.logIn(answer);
    close();
  };

  const expiredNotice = form === 'login' && sessionExpired;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      described
      className={styles.content}
      data-testid="login-modal"
      data-form={form}
    >
      <header className={styles.header}>
        <ModalTitle className={styles.title}>{TITLES[form]}</ModalTitle>
        <ModalDescription className={expiredNotice ? styles.expired : styles.lede}>
          {expiredNotice ? SESSION_EXPIRED_MESSAGE : LEDES[form]}
        </ModalDescription>
      </header>
      {form === 'login' ? (
        <LoginForm currency={currency} email={email} onEmailChange={setEmail} success={success} onSwitch={switchTo} onLoggedIn={loggedIn} />
      ) : form === 'register' ? (
        <RegisterForm email={email} onEmailChange={setEmail} onSwitch={switchTo} onLoggedIn={loggedIn} />
      ) : (
        <ForgetPasswordForm email={email} onEmailChange={setEmail} onSwitch={switchTo} onSent={(message) => switchTo('login', message)} />
      )}
      {/* Last in the tab order, first in the corner: the keyboard starts in the form. */}
      <ModalClose className={styles.close} aria-label="Close">
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </ModalClose>
    </Modal>
  );
}
