import { isProductType } from '@selvedge/contract';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { productsConfigQueryOptions } from '../features/catalogue/api/get-products-config';
import { CheckoutOutline } from '../features/checkout/checkout-outline';
import { preorderQueryOptions } from '../features/preorder/api/get-preorder';
import { ROUTES } from '../lib/route-paths';
import { storedCurrency } from '../lib/storage';
import { FirstPaintOrLoading } from './layout/first-paint';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './layout/route-error-page';
// The landing page is part of the first download: a lazy chunk would add a round trip before it shows.
import { HomeRoute } from './routes/home-route';

/** Each other screen loads when first visited, so the home page never downloads them. */
const screen = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

/**
 * The customiser's first page of cloth, asked for while the screen's code downloads (the server has
 * named it in index.html, so on a first visit it is usually there already); the screen then draws
 * whole at once instead of drawing twice. A failed answer is the screen's to show, not the router's.
 * Choosing options changes only the query string, which asks for nothing again.
 */
function customiserCloth(queryClient: QueryClient, mode: 'standard' | 'preorder'): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    async loader({ params }) {
      const type = params.productType ?? '';
      if (!isProductType(type)) return null;
      try {
        if (mode === 'preorder') {
          const { preorder } = await queryClient.ensureQueryData(preorderQueryOptions());
          if (!preorder?.ongoing || !preorder.productsOrder.includes(type)) return null;
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
      return null;
    },
    shouldRevalidate: ({ currentParams, nextParams, currentUrl, nextUrl }) =>
      currentParams.productType !== nextParams.productType || currentUrl.pathname !== nextUrl.pathname,
  };
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
 * checkout is usually ready well before that. Code that fails to download is the router's error page.
 */
function CheckoutScreen() {
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
 * would be older than that.
 */
function checkoutAnswer(queryClient: QueryClient): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader({ params, request }) {
      const token = params.token ?? '';
      void loadCheckoutRoute().catch(() => undefined);
      // A failed answer is the page's to show, not the router's.
      void import('../features/checkout/api/checkout-queries')
        .then(({ prefetchCheckout }) => prefetchCheckout(queryClient, token, new URL(request.url).searchParams))
        .catch(() => undefined);
      return null;
    },
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.token !== nextParams.token,
  };
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      // A first visit to any screen but home (and the checkout's outline) waits for the screen's code
      // (and the customiser's configuration and first page of cloth) before the router draws anything;
      // a customiser's page goes on showing the heading and picture the server painted meanwhile.
      HydrateFallback: FirstPaintOrLoading,
      // Anything a screen throws, or a screen's code that fails to download, ends here (nothing personal is logged).
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, Component: HomeRoute },
        { path: ROUTES.preorder, ...screen(async () => ({ Component: (await import('./routes/preorder-route')).PreorderRoute })) },
        { path: ROUTES.contactUs, ...screen(async () => ({ Component: (await import('./routes/contact-us-route')).ContactUsRoute })) },
        { path: ROUTES.whyUs, ...screen(async () => ({ Component: (await import('./routes/static-page-routes')).WhyUsRoute })) },
        {
          path: ROUTES.fiveReasons,
          ...screen(async () => ({ Component: (await import('./routes/static-page-routes')).FiveReasonsRoute })),
        },
        { path: ROUTES.faq, ...screen(async () => ({ Component: (await import('./routes/faq-route')).FaqRoute })) },
        {
          path: ROUTES.terms,
          ...screen(async () => ({ Component: (await import('./routes/static-page-routes')).TermsRoute })),
        },
        {
          path: ROUTES.fitPicturesGuide,
          ...screen(async () => ({ Component: (await import('./routes/static-page-routes')).FitPicturesGuideRoute })),
        },
        {
          path: ROUTES.ourProducts,
          ...screen(async () => ({ Component: (await import('./routes/our-products-route')).OurProductsRoute })),
        },
        {
          path: ROUTES.ourProductsTab,
          ...screen(async () => ({ Component: (await import('./routes/our-products-route')).OurProductsRoute })),
        },
        { path: ROUTES.styleGuide, ...screen(async () => ({ Component: (await import('./routes/style-guide-route')).StyleGuideRoute })) },
        {
          path: ROUTES.styleGuideGroup,
          ...screen(async () => ({ Component: (await import('./routes/style-guide-route')).StyleGuideRoute })),
        },
        {
          path: ROUTES.styleGuideOption,
          ...screen(async () => ({ Component: (await import('./routes/style-guide-route')).StyleGuideRoute })),
        },
        { path: ROUTES.trial, ...screen(async () => ({ Component: (await import('./routes/trial-route')).TrialRoute })) },
        {
          path: ROUTES.shop,
          ...customiserCloth(queryClient, 'standard'),
          ...screen(async () => ({ Component: (await import('./routes/shop-route')).ShopRoute })),
        },
        {
          path: ROUTES.measurements,
          ...screen(async () => ({ Component: (await import('./routes/measurements-route')).MeasurementsRoute })),
        },
        {
          path: ROUTES.preorderShop,
          ...customiserCloth(queryClient, 'preorder'),
          ...screen(async () => ({ Component: (await import('./routes/preorder-shop-route')).PreorderShopRoute })),
        },
        {
          path: ROUTES.resetPassword,
          ...screen(async () => ({ Component: (await import('./routes/reset-password-route')).ResetPasswordRoute })),
        },
        {
          path: ROUTES.mailingListConfirm,
          ...screen(async () => ({ Component: (await import('./routes/mailing-list-confirm-route')).MailingListConfirmRoute })),
        },
        { path: ROUTES.profile, ...screen(async () => ({ Component: (await import('./routes/profile-route')).ProfileRoute })) },
        {
          path: ROUTES.createSize,
          ...screen(async () => ({ Component: (await import('./routes/create-size-route')).CreateSizeRoute })),
        },
        {
          path: ROUTES.checkout,
          ...checkoutAnswer(queryClient),
          Component: CheckoutScreen,
        },
        {
          path: ROUTES.testPayment,
          ...screen(async () => ({ Component: (await import('./routes/test-payment-route')).TestPaymentRoute })),
        },
        { path: ROUTES.order, ...screen(async () => ({ Component: (await import('./routes/order-route')).OrderRoute })) },
        {
          path: ROUTES.sharedDesign,
          ...screen(async () => ({ Component: (await import('./routes/shared-design-route')).SharedDesignRoute })),
        },
        {
          path: ROUTES.appointments,
          ...screen(async () => ({ Component: (await import('./routes/appointments-route')).AppointmentsRoute })),
        },
        {
          path: ROUTES.manageAppointment,
          ...screen(async () => ({ Component: (await import('./routes/appointments-route')).ManageAppointmentRoute })),
        },
        // SPEC §2: any unknown path redirects home.
        { path: '*', element: <Navigate to={ROUTES.home} replace /> },
      ],
    },
  ]);
}
