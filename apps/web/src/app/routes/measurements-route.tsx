import { isProductType, MeasurementMethodSchema, type MeasurementMethod, type ProductType } from '@selvedge/contract';
import { FABRIC_PARAM } from '@selvedge/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { useUserSession } from '../../features/account/session/user-session';
import { pieceName } from '../../features/catalogue/piece-name';
import { useCurrency } from '../../features/currency/currency-provider';
import { useFabricByHandle } from '../../features/customiser/api/get-fabric-by-handle';
import { MeasurementScreen } from '../../features/measurements/measurement-screen';
import { ApiRequestError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { measurementsPath, ROUTES } from '../../lib/route-paths';
import { WithProductsConfig } from './with-products-config';

/**
 * /shop/{productType}/measurements/{method} (SPEC §2): the sizing step. The design travels in the
 * query string; an unknown method goes to `standard`, keeping it.
 */
export function MeasurementsRoute() {
  const { productType = '', method = '' } = useParams();
  const { search } = useLocation();
  const type = isProductType(productType) ? productType : null;
  const piece = type ? pieceName(type) : 'piece';
  usePageMeta(`Sizing for your ${piece}`, `Give your size and fit, or your own measurements, for a ${piece} made to measure.`);
  if (!type) return <Navigate to={ROUTES.home} replace />;
  const known = MeasurementMethodSchema.safeParse(method);
  if (!known.success) return <Navigate to={measurementsPath(type, 'standard', search)} replace />;
  return <MeasurementsStep type={type} method={known.data} search={search} piece={piece} />;
}

interface MeasurementsStepProps {
  type: ProductType;
  method: MeasurementMethod;
  search: string;
  piece: string;
}

/** The step with what it needs: the type's configuration, the session, and the fabric's name. */
function MeasurementsStep({ type, method, search, piece }: MeasurementsStepProps) {
  const { currency } = useCurrency();
  const session = useUserSession();
  const handle = new URLSearchParams(search).get(FABRIC_PARAM);
  const fabric = useFabricByHandle(type, handle && handle.trim() !== '' ? handle : null, currency, true);
  return (
    <WithProductsConfig
      title={`Sizing for your ${piece}`}
      what="the sizing step"
      reassurance="Your design is kept in the address: please try again in a moment."
    >
      {(config) => {
        const product = config.products[type];
        return (
          <MeasurementScreen
            config={product}
            method={method}
            piece={piece}
            pieces={product.title.toLowerCase()}
            search={search}
            fabricTitle={fabric.data?.title ?? null}
            fabricMissing={fabric.error instanceof ApiRequestError && fabric.error.status === 404}
            user={session.user}
            sessionReady={session.status === 'ready'}
            onUserChange={session.setUser}
          />
        );
      }}
    </WithProductsConfig>
  );
}
