import { isProductType } from '@selvedge/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Navigate, useLocation, useParams, useRoutes, type Params, type RouteObject } from 'react-router';
import { productsConfigQueryOptions } from '../features/catalogue/api/get-products-config';
import { CheckoutOutline } from '../features/checkout/checkout-outline';
import { staticContentQueryOptions } from '../features/content/api/get-static-content';
import { preorderQueryOptions } from '../features/preorder/api/get-preorder';
import { ROUTES } from '../lib/route-paths';
import { storedCurrency } from '../lib/storage';
import { FirstPaintOrLoading } from './layout/first-paint';
import { RootLayout } from './layout/root-layout';
// The landing page is part of the first download: a lazy chunk would add a round trip before it shows.
import { HomeRoute } from './routes/home-route';
import { FirstScreen, lazyScreen, ScreenErrors, ScreenView } from './screens';

/** Each other screen loads when first visited, so the home page never downloads them. */
const preorderRoute = lazyScreen(async () => (await import('./routes/preorder-route')).PreorderRoute);
const contactUsRoute = lazyScreen(async () => (await import('./routes/contact-us-route')).ContactUsRoute);
const whyUsRoute = lazyScreen(async () => (await import('./routes/static-page-routes')).WhyUsRoute);
const fiveReasonsRoute = lazyScreen(async () => (await import('./routes/static-page-routes')).FiveReasonsRoute);
const faqRoute = lazyScreen(async () => (await import('./routes/faq-route')).FaqRoute);
const termsRoute = lazyScreen(async () => (await import('./routes/static-page-routes')).TermsRoute);
const fitPicturesGuideRoute = lazyScreen(async () => (await import('./routes/static-page-routes')).FitPicturesGuideRoute);
const ourProductsRoute = lazyScreen(async () => (await import('./routes/our-products-route')).OurProductsRoute, ourProductsData);
const styleGuideRoute = lazyScreen(async () => (await import('./routes/style-guide-route')).StyleGuideRoute);
const trialRoute = lazyScreen(async () => (await import('./routes/trial-route')).TrialRoute);
const shopRoute = lazyScreen(async () => (await import('./routes/shop-route')).ShopRoute, customiserCloth('standard'));
const measurementsRoute = lazyScreen(async () => (await import('./routes/measurements-route')).MeasurementsRoute);
const preorderShopRoute = lazyScreen(
  async () => (await import('./routes/preorder-shop-route')).PreorderShopRoute,
  customiserCloth('preorder'),
);
const resetPasswordRoute = lazyScreen(async () => (await import('./routes/reset-password-route')).ResetPasswordRoute);
const mailingListConfirmRoute = lazyScreen(async () => (await import('./routes/mailing-list-confirm-route')).MailingListConfirmRoute);
const profileRoute = lazyScreen(async () => (await import('./routes/profile-route')).ProfileRoute);
const createSizeRoute = lazyScreen(async () => (await import('./routes/create-size-route')).CreateSizeRoute);
const testPaymentRoute = lazyScreen(async () => (await import('./routes/test-payment-route')).TestPaymentRoute);
const orderRoute = lazyScreen(async () => (await import('./routes/order-route')).OrderRoute);
const sharedDesignRoute = lazyScreen(async () => (await import('./routes/shared-design-route')).SharedDesignRoute);
const appointmentsRoute = lazyScreen(async () => (await import('./routes/appointments-route')).AppointmentsRoute);
const manageAppointmentRoute = lazyScreen(async () => (await import('./routes/appointments-route')).ManageAppointmentRoute);

/**
 * The customiser's first page of cloth, asked for while the screen's code downloads (the server has
 * named it in index.html, so on a first visit it is usually there already); the screen then draws
 * whole at once instead of drawing twice. A failed answer is the screen's to show, not the router's.
 * Choosing options changes only the query string, which asks for nothing again.
 */
function customiserCloth(mode: 'standard' | 'preorder') {
  return async (queryClient: QueryClient, params: Params): Promise<void> => {
    const type = params.productType ?? '';
    if (!isProductType(type)) return;
    try {
      if (mode === 'preorder') {
        const { preorder } = await queryClient.ensureQueryData(preorderQueryOptions());
        if (!preorder?.ongoing || !preorder.productsOrder.includes(type)) return;
      }
      const { fabricsQueryOptions } = await import('../features/customiser/api/get-fabrics');
      // The configuration too (index.html preloads it): the customiser then draws whole at once.
      await Promise.all([
        queryClient.prefetchQuery(productsConfigQueryOptions(storedCurrency())),
        queryClient.prefetchInfiniteQuery(fabricsQueryOptions(type, storedCurrency(), mode)),
      ]);
    } catch {
      // The screen asks again and says what went wrong.
    }
  };
}

/**
 * Our Products' configuration and the announcement above the page, asked for while the screen's code
 * downloads (index.html preloads both): the page then draws whole at once, where the server's first
 * paint of it stood (announcement, tabs and opening paragraph alike), not through its placeholder.
 */
async function ourProductsData(queryClient: QueryClient): Promise<void> {
  // prefetchQuery never throws: a failed answer is the page's to show.
  await Promise.all([
    queryClient.prefetchQuery(productsConfigQueryOptions(storedCurrency())),
    queryClient.prefetchQuery(staticContentQueryOptions('announcement')),
  ]);
}

/** The checkout page's code: asked for once, by the router as it matches the page and by the page. */
let checkoutRouteCode: Promise<ComponentType> | null = null;
let CheckoutRouteLoaded: ComponentType | null = null;
const loadCheckoutRoute = (): Promise<ComponentType> => {
  checkoutRouteCode ??= import('./routes/checkout-route').then(
    ({ CheckoutRoute }) => (CheckoutRouteLoaded = CheckoutRoute),
    (error: unknown) => {
      // Asked for again next time (the error page's Try again), not failed for good.
      checkoutRouteCode = null;
      throw error;
    },
  );
  return checkoutRouteCode;
};

/**
 * The checkout page draws its frame and outline with the first download (a few hundred bytes), so
 * the page paints as soon as the entry has run instead of after its own code; the code (which the
 * server names in index.html) and the checkout fill it in. Not `lazy` in a Suspense boundary: React
 * holds back what replaces a Suspense fallback until 300 ms after the fallback showed, and the
 * checkout is usually ready well before that. Code that fails to download is the shop's error page (ScreenErrors).
 */
function CheckoutScreen() {
  const { token = '' } = useParams();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  // Asked for as the page is first drawn, and again only for another checkout (not as its query string changes).
  const [askedFor, setAskedFor] = useState(() => {
    askForCheckout(queryClient, token, new URLSearchParams(search));
    return token;
  });
  if (askedFor !== token) {
    askForCheckout(queryClient, token, new URLSearchParams(search));
    setAskedFor(token);
  }
  const [code, setCode] = useState<{ Component: ComponentType } | { failed: unknown } | null>(() =>
    CheckoutRouteLoaded ? { Component: CheckoutRouteLoaded } : null,
  );
  useEffect(() => {
    let live = true;
    loadCheckoutRoute().then(
      // Drawn in slices, as a transition: the outline stays on screen and the page stays responsive meanwhile.
      (Component) => live && startTransition(() => setCode({ Component })),
      (failed: unknown) => live && setCode({ failed }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (code === null) return <CheckoutOutline />;
  if ('failed' in code) throw code.failed;
  return <code.Component />;
}

/**
 * The checkout's answer, asked for while the page's code downloads (the server names that code in
 * index.html; a guest's checkout too), so the page rarely waits for it after its code has run. Not
 * awaited: the page draws its outline at once and fills it when the answer comes. Back from the
 * payment page (?payment=) nothing is read: the page first completes the payment, and a read now
 * would be older than that. A failed answer is the page's to show.
 */
function askForCheckout(queryClient: QueryClient, token: string, search: URLSearchParams): void {
  void loadCheckoutRoute().catch(() => undefined);
  void import('../features/checkout/api/checkout-queries')
    .then(({ prefetchCheckout }) => prefetchCheckout(queryClient, token, search))
    .catch(() => undefined);
}

/**
 * The storefront's pages. Each lazy screen's route names it in `handle`, so the first visit can wait
 * for it (FirstScreen) before anything draws.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: ROUTES.preorder, handle: { screen: preorderRoute }, element: <ScreenView screen={preorderRoute} /> },
      { path: ROUTES.contactUs, handle: { screen: contactUsRoute }, element: <ScreenView screen={contactUsRoute} /> },
      { path: ROUTES.whyUs, handle: { screen: whyUsRoute }, element: <ScreenView screen={whyUsRoute} /> },
      { path: ROUTES.fiveReasons, handle: { screen: fiveReasonsRoute }, element: <ScreenView screen={fiveReasonsRoute} /> },
      { path: ROUTES.faq, handle: { screen: faqRoute }, element: <ScreenView screen={faqRoute} /> },
      { path: ROUTES.terms, handle: { screen: termsRoute }, element: <ScreenView screen={termsRoute} /> },
      { path: ROUTES.fitPicturesGuide, handle: { screen: fitPicturesGuideRoute }, element: <ScreenView screen={fitPicturesGuideRoute} /> },
      { path: ROUTES.ourProducts, handle: { screen: ourProductsRoute }, element: <ScreenView screen={ourProductsRoute} /> },
      { path: ROUTES.ourProductsTab, handle: { screen: ourProductsRoute }, element: <ScreenView screen={ourProductsRoute} /> },
      { path: ROUTES.styleGuide, handle: { screen: styleGuideRoute }, element: <ScreenView screen={styleGuideRoute} /> },
      { path: ROUTES.styleGuideGroup, handle: { screen: styleGuideRoute }, element: <ScreenView screen={styleGuideRoute} /> },
      { path: ROUTES.styleGuideOption, handle: { screen: styleGuideRoute }, element: <ScreenView screen={styleGuideRoute} /> },
      { path: ROUTES.trial, handle: { screen: trialRoute }, element: <ScreenView screen={trialRoute} /> },
      { path: ROUTES.shop, handle: { screen: shopRoute }, element: <ScreenView screen={shopRoute} /> },
      { path: ROUTES.measurements, handle: { screen: measurementsRoute }, element: <ScreenView screen={measurementsRoute} /> },
      { path: ROUTES.preorderShop, handle: { screen: preorderShopRoute }, element: <ScreenView screen={preorderShopRoute} /> },
      { path: ROUTES.resetPassword, handle: { screen: resetPasswordRoute }, element: <ScreenView screen={resetPasswordRoute} /> },
      {
        path: ROUTES.mailingListConfirm,
        handle: { screen: mailingListConfirmRoute },
        element: <ScreenView screen={mailingListConfirmRoute} />,
      },
      { path: ROUTES.profile, handle: { screen: profileRoute }, element: <ScreenView screen={profileRoute} /> },
      { path: ROUTES.createSize, handle: { screen: createSizeRoute }, element: <ScreenView screen={createSizeRoute} /> },
      { path: ROUTES.testPayment, handle: { screen: testPaymentRoute }, element: <ScreenView screen={testPaymentRoute} /> },
      { path: ROUTES.order, handle: { screen: orderRoute }, element: <ScreenView screen={orderRoute} /> },
      { path: ROUTES.sharedDesign, handle: { screen: sharedDesignRoute }, element: <ScreenView screen={sharedDesignRoute} /> },
      { path: ROUTES.appointments, handle: { screen: appointmentsRoute }, element: <ScreenView screen={appointmentsRoute} /> },
      {
        path: ROUTES.manageAppointment,
        handle: { screen: manageAppointmentRoute },
        element: <ScreenView screen={manageAppointmentRoute} />,
      },
      { path: ROUTES.checkout, element: <CheckoutScreen /> },
      // SPEC §2: any unknown path redirects home.
      { path: '*', element: <Navigate to={ROUTES.home} replace /> },
    ],
  },
];

/**
 * The routes, inside the shop's error page for anything a screen throws (a screen's code that fails
 * to download too), after the first page's screen has come.
 */
export function AppRoutes() {
  const routes = useRoutes(appRoutes);
  return (
    <ScreenErrors routes={appRoutes}>
      <FirstScreen routes={appRoutes}>
        {/* Only for a screen that waits outside a move (a move is a transition, which keeps the page before on screen). */}
        <Suspense fallback={<FirstPaintOrLoading />}>{routes}</Suspense>
      </FirstScreen>
    </ScreenErrors>
  );
}
