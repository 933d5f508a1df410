/**
 * The current address with the login modal open (SPEC §2: `?modal=navbar-login`, `form` picks the
 * form). Everything else in the query stays, so the design and the size survive logging in.
 */
export function withLoginModal(search: string, form: 'login' | 'register' = 'login'): string {
  const params = new URLSearchParams(search);
  params.set('modal', 'navbar-login');
  params.set('form', form);
  return `?${params.toString()}`;
}
