import { isProductType, MeasurementMethodSchema, type MeasurementMethod, type ProductType } from '@selvedge/contract';
import { FABRIC_PARAM } from '@selvedge/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { useUserSession } from '../../features/account/session/user-session';
import { productsConfigQueryOptions } from '../../features/catalogue/api/get-products-config';
import { pieceName } from '../../features/catalogue/piece-name';
import { useCurrency } from '../../features/currency/currency-provider';
import { useFabricByHandle } from '../../features/customiser/api/get-fabric-by-handle';
import { MeasurementScreen } from '../../features/measurements/measurement-screen';
import { ApiRequestError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import styles from './page.module.css';

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
  if (!type) return <Navigate to="/" replace />;
  const known = MeasurementMethodSchema.safeParse(method);
  if (!known.success) return <Navigate to={{ pathname: `/shop/${type}/measurements/standard`, search }} replace />;
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
  const config = useQuery({ ...productsConfigQueryOptions(currency), placeholderData: keepPreviousData });
  const handle = new URLSearchParams(search).get(FABRIC_PARAM);
  const fabric = useFabricByHandle(type, handle && handle.trim() !== '' ? handle : null, currency, true);

  if (config.isPending) {
    return (
      <div className={styles.page}>
        <div className={styles.placeholder} aria-busy="true" aria-label="Loading the sizing step" />
      </div>
    );
  }
  if (config.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Sizing for your {piece}</h1>
        <div role="alert" className={styles.notice}>
          <p>We could not load the sizing step just now. Your design is kept in the address: please try again in a moment.</p>
          <button type="button" onClick={() => void config.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  const product = config.data.products[type];
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
}
