import { Navigate, useParams } from 'react-router';
import { TestChallengePage, TestPaymentPage } from '../../features/checkout/test-payment/test-payment-page';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTES } from '../../lib/route-paths';

/** /pay/test/{paymentId}: the built-in test provider's card page; /pay/test/{paymentId}/challenge its 3-D Secure page. */
export function TestPaymentRoute() {
  const { paymentId = '', step } = useParams();
  usePageMeta(step === 'challenge' ? 'Test payment: 3-D Secure' : 'Test payment', 'A test payment: no real money moves.');
  if (step !== undefined && step !== 'challenge') return <Navigate to={ROUTES.home} replace />;
  return step === 'challenge' ? <TestChallengePage paymentId={paymentId} /> : <TestPaymentPage paymentId={paymentId} />;
}
