import {
  isProductType,
  MeasurementMethodSchema,
  PieceReferenceSchema,
  type MeasurementMethod,
  type PieceCategory,
  type ProductType,
  pieceNoun,
} from '@selvedge/contract';
import { FABRIC_PARAM } from '@selvedge/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { useUserSession } from '../../features/account/session/user-session';
import { storedPiece } from '../../features/cart/cart-storage';
import { newPieceReference } from '../../features/cart/piece-input';
import { useAddPieceToCart } from '../../features/cart/use-add-piece';
import { useCurrency } from '../../features/currency/currency-provider';
import { fabricByHandle, useFabricByHandle } from '../../features/customiser/api/get-fabric-by-handle';
import { MeasurementScreen, type SizedPiece } from '../../features/measurements/measurement-screen';
import { ApiRequestError } from '../../lib/api-client';
import { orderAgainSizing } from '../../lib/order-again-sizing';
import { failureText } from '../../lib/api-failure';
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
  const piece = type ? pieceNoun(type) : 'piece';
  usePageMeta(`Sizing for your ${piece}`, `Give your size and fit, or your own measurements, for a ${piece} made to measure.`);
  if (!type) return <Navigate to={ROUTES.home} replace />;
  const known = MeasurementMethodSchema.safeParse(method);
  if (!known.success) return <Navigate to={measurementsPath(type, 'standard', search)} replace />;
  // Editing a cart piece starts from its own size and fit, on the method it was given by.
  const params = new URLSearchParams(search);
  const editing = editedReference(params);
  const edited = editing && !params.has('size') ? storedPiece(editing) : null;
  if (edited && edited.productType === type) {
    params.set('size', edited.sizing.size ?? '');
    params.set('fit', edited.sizing.fit);
    return <Navigate to={measurementsPath(type, edited.sizing.method, params)} replace />;
  }
  // A piece ordered again starts from the size it was made to, on its track's method (a saved size's numbers too, as they were).
  const reordered = params.get('again') === '1' && !params.has('size') ? orderAgainSizing(type) : null;
  if (reordered) {
    params.set('size', reordered.size ?? '');
    params.set('fit', reordered.fit);
    return <Navigate to={measurementsPath(type, reordered.track, params)} replace />;
  }
  return <MeasurementsStep type={type} method={known.data} search={search} piece={piece} />;
}

/** The reference of the cart piece being edited (SPEC §2 edit=true&reference=), if the address is a valid edit. */
function editedReference(params: URLSearchParams): string | null {
  if (params.get('edit') !== 'true') return null;
  const reference = PieceReferenceSchema.safeParse(params.get('reference'));
  return reference.success ? reference.data : null;
}

const NO_FABRIC_TEXT = 'We could not find this fabric: it may have sold out. Go back to your design to choose one.';

/** What the piece is for: a trial (from /trial), a pre-order (from /preorder/shop), or an everyday piece. */
function categoryOf(params: URLSearchParams): PieceCategory {
  if (params.get('trial') === '1') return 'trial';
  if (params.get('preorder') === '1') return 'preorder';
  return 'piece';
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
  const queryClient = useQueryClient();
  const handle = new URLSearchParams(search).get(FABRIC_PARAM);
  const fabricHandle = handle && handle.trim() !== '' ? handle : null;
  const fabric = useFabricByHandle(type, fabricHandle, currency, true);
  const params = new URLSearchParams(search);
  const editing = editedReference(params);
  // An edited piece keeps what it is (the shop's edit address does not say it is a trial), and its numbers.
  const edited = editing ? storedPiece(editing) : null;
  const category = edited?.category ?? categoryOf(params);
  const reordered = params.get('again') === '1' ? orderAgainSizing(type) : null;
  const startFrom =
    edited?.productType === type && edited.sizing.method === method ? edited.sizing : reordered?.track === method ? reordered : null;
  const { addPiece } = useAddPieceToCart(currency, session.user ? { email: session.user.email } : null);
  // Read here, not only inside the render prop: the query re-renders this step for what it reads.
  const variantId = fabric.data?.variantId ?? null;
  const fabricTitle = fabric.data?.title ?? null;
  const fabricMissing = fabric.error instanceof ApiRequestError && fabric.error.status === 404;
  // Pressed while the fabric is still on its way, Add to cart waits for it (the button says it is
  // adding) and then adds, rather than asking the customer to press again.
  const fabricVariant = async (): Promise<string> => {
    if (variantId) return variantId;
    if (!fabricHandle) throw new Error(NO_FABRIC_TEXT);
    try {
      return (await fabricByHandle(queryClient, type, fabricHandle, currency)).variantId;
    } catch (error) {
      throw new Error(error instanceof ApiRequestError && error.status === 404 ? NO_FABRIC_TEXT : failureText(error));
    }
  };
  const addToCart = async (piece: SizedPiece) => {
    const variant = await fabricVariant();
    await addPiece({ ...piece, variantId: variant, category, reference: editing ?? newPieceReference() }, { saved: editing !== null });
  };
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
            fabricTitle={fabricTitle}
            fabricPrice={fabric.data?.price ?? null}
            fabricMissing={fabricMissing}
            user={session.user}
            sessionReady={session.status === 'ready'}
            onUserChange={session.setUser}
            onAddToCart={addToCart}
            editing={editing !== null}
            startFrom={startFrom}
            orderedAgain={reordered !== null}
          />
        );
      }}
    </WithProductsConfig>
  );
}
