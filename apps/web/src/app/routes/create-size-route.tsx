import { useUserSession } from '../../features/account/session/user-session';
import { CreateSizeScreen } from '../../features/measurements/create-size-screen';
import { usePageMeta } from '../../lib/page-meta';
import { WithProductsConfig } from './with-products-config';

/** /profile/sizes/new (CreateNewSize): a size profile made without buying; ?type= and &edit={name}. */
export function CreateSizeRoute() {
  usePageMeta('Create a size', 'Save your size once, from a standard size or your own measurements, and use it for every piece you order.');
  const session = useUserSession();
  return (
    <WithProductsConfig title="Create a size" what="the size form">
      {(config) => (
        <CreateSizeScreen
          configs={config.products}
          user={session.user}
          sessionReady={session.status === 'ready'}
          onUserChange={session.setUser}
        />
      )}
    </WithProductsConfig>
  );
}
