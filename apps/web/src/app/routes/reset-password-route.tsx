import { ResetPasswordPage } from '../../features/account/reset-password/reset-password-page';

/** The e-mailed password-reset link: /account/reset-password?token=... */
export function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
