/**
 * The login modal lives in the URL (SPEC §2): `?modal=navbar-login` opens it, `form` picks the
 * form and `session-expired` adds the expired-session notice. A link can open any of them.
 */
export const LOGIN_MODAL_VALUE = 'navbar-login';

export const LOGIN_MODAL_PARAMS = {
  modal: 'modal',
  form: 'form',
  sessionExpired: 'session-expired',
} as const;

const LOGIN_FORMS = ['login', 'register', 'forget password'] as const;
export type LoginModalForm = (typeof LOGIN_FORMS)[number];

/** The form a `form` value asks for; anything unknown is the login form. */
export function readLoginModalForm(value: string | null): LoginModalForm {
  return LOGIN_FORMS.find((form) => form === value) ?? 'login';
}

/** The same address with the modal's own parameters removed, the others kept. */
export function withoutLoginModal(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(LOGIN_MODAL_PARAMS)) next.delete(name);
  return next;
}

/** The same address showing `form`. */
export function withLoginForm(params: URLSearchParams, form: LoginModalForm): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(LOGIN_MODAL_PARAMS.modal, LOGIN_MODAL_VALUE);
  next.set(LOGIN_MODAL_PARAMS.form, form);
  return next;
}
