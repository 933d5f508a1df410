import {
  DEFAULT_CURRENCY,
  designSharePath,
  ErrorCode,
  fabricsPagePath,
  pieceNoun,
  PRODUCT_TYPES,
  PRODUCTS_CONFIG_VERSION_META_NAME,
  productsConfigPath,
  ourProductsTabIndex,
  shownAnnouncement,
  type ProductType,
} from '@selvedge/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from './app-services.js';
import type { DatabaseHandle } from './db/connection.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { registerStaffAuth } from './platform/staff-auth.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { checkoutRoutes, paymentWebhookRoutes } from './modules/checkout/checkout.routes.js';
import { ordersAdminRoutes } from './modules/orders/orders.admin-routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { orderAgainRoutes } from './modules/orders/order-again.routes.js';
import { fitClaimsAdminRoutes } from './modules/fit-claims/fit-claims.admin-routes.js';
import { fitClaimsRoutes } from './modules/fit-claims/fit-claims.routes.js';
import { designSharesRoutes } from './modules/design-shares/design-shares.routes.js';
import { designsRoutes } from './modules/designs/designs.routes.js';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.js';
import { appointmentsAdminRoutes } from './modules/appointments/appointments.admin-routes.js';
import { previewsRoutes } from './modules/previews/previews.routes.js';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue.admin-routes.js';
import { productConfigAdminRoutes } from './modules/catalogue/product-config.admin-routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { customersAdminRoutes } from './modules/customers/customers.admin-routes.js';
import { contentAdminRoutes } from './modules/content/content.admin-routes.js';
import { discountCodesAdminRoutes } from './modules/cart/discount-codes.admin-routes.js';
import { shippingAdminRoutes } from './modules/shipping/shipping.admin-routes.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { fitRoutes } from './modules/fit/fit.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mailingListRoutes } from './modules/mailing-list/mailing-list.routes.js';
import { measurementsRoutes } from './modules/measurements/measurements.routes.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { preorderAdminRoutes } from './modules/preorder/preorder.admin-routes.js';
import { preorderRoutes } from './modules/preorder/preorder.routes.js';
import { shippingRoutes } from './modules/shipping/shipping.routes.js';
import type { Clock } from './platform/clock.js';
import type { AppConfig } from './platform/config.js';
import { refuseForbiddenText } from './platform/forbidden-text.js';
import type { AuthRateLimits } from './platform/rate-limit.js';
import { registerRouteAuth } from './platform/route-auth.js';
import { createRouteHints, fetchPreload, imagePreload } from './platform/route-hints.js';
import { customiserFirstPaint, homeFirstPaint, ourProductsFirstPaint } from './platform/first-paint.js';
import { escapeHtml } from './platform/escape-html.js';
import { registerStorefront, type PageHead } from './platform/storefront.js';
import { TEST_PAYMENTS_NOTICE } from './platform/payments/test-provider.js';

interface RouteDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  services: Services;
  limits: AuthRateLimits;
  clock: Clock;
}

/** Every API route under /api, each module's plugin given the one service it calls. */
export async function registerApiRoutes(
  app: FastifyInstance,
  { config, database, services, limits, clock }: RouteDependencies,
): Promise<void> {
  await app.register(
    async (api) => {
      refuseForbiddenText(api);
      registerRouteAuth(api, services.sessions);
      await api.register(healthRoutes(database, () => app.lifecycle.draining));
      await api.register(catalogueRoutes(services.catalogue));
      await api.register(preorderRoutes(services.preorder));
      await api.register(contentRoutes(services.content));
      await api.register(previewsRoutes(services.previews));
      await api.register(shippingRoutes(services.shipping));
      await api.register(mailingListRoutes(services.mailingList, limits));
      await api.register(analyticsRoutes(services.analytics, limits));
      await api.register(authRoutes(services.auth, limits, clock));
      await api.register(customersRoutes(services.customers, limits));
      await api.register(measurementsRoutes(services.measurements));
      await api.register(fitRoutes(services.fit));
      await api.register(cartRoutes(services.cart, services.idempotency));
      await api.register(checkoutRoutes(services.checkout, services.idempotency));
      await api.register(paymentWebhookRoutes(services.checkout, services.paymentProvider));
      await api.register(ordersRoutes(services.orders, services.fitPictures, services.idempotency, limits));
      await api.register(orderAgainRoutes(services.orderAgain));
      await api.register(fitClaimsRoutes(services.orders, services.fitClaims, services.idempotency, limits));
      await api.register(designSharesRoutes(services.designShares, limits));
      await api.register(designsRoutes(services.designs));
      await api.register(appointmentsRoutes(services.appointments, limits));
      // The back office's API (issue 16): staff sessions and roles of its own; a customer's token opens nothing.
      await api.register(
        async (admin) => {
          registerStaffAuth(admin, (token) => services.staff.resolve(token));
          await admin.register(staffRoutes(services.staff, limits, clock));
          await admin.register(auditRoutes(services.audit));
          await admin.register(ordersAdminRoutes(services.workroom, services.refunds, services.idempotency));
          await admin.register(fitClaimsAdminRoutes(services.fitClaims, services.idempotency));
          await admin.register(catalogueAdminRoutes(services.fabricsAdmin, services.ratesAdmin, services.idempotency));
          await admin.register(productConfigAdminRoutes(services.productConfigAdmin));
          await admin.register(preorderAdminRoutes(services.preorderAdmin, services.idempotency));
          await admin.register(customersAdminRoutes(services.customersAdmin));
          await admin.register(discountCodesAdminRoutes(services.discountCodesAdmin, services.idempotency));
          await admin.register(shippingAdminRoutes(services.shippingAdmin, services.idempotency));
          await admin.register(contentAdminRoutes(services.contentAdmin));
          await admin.register(systemRoutes(services.system));
          await admin.register(appointmentsAdminRoutes(services.appointmentsAdmin));
        },
        { prefix: '/admin' },
      );
      // The outbox shows e-mails with live reset links: never in production.
      if (config.env !== 'production' && !config.smtpUrl) await api.register(outboxRoutes(services.outbox));
    },
    { prefix: '/api' },
  );
}

/**
 * The built storefront (static files, the SPA's pages), with the customiser's code, first picture
 * and first page of cloth named in its index.html; without a build, an API-only 404 in the shop's shape.
 */
export async function registerStorefrontPages(
  app: FastifyInstance,
  { config, services }: Pick<RouteDependencies, 'config' | 'services'>,
): Promise<void> {
  if (!config.webDist) {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ error: `No such address: ${request.method} ${request.url.split('?')[0]}`, code: ErrorCode.not_found }),
    );
    return;
  }
  const types = PRODUCT_TYPES.join('|');
  const shopRoute = new RegExp(`^/(preorder/)?shop/(${types})/?$`);
  const checkoutRoute = /^\/checkout\/([^/]+)\/?$/;
  const designRoute = /^\/designs\/([^/]+)\/?$/;
  // As the storefront's router matches it: without regard to case, the tab one segment.
  const ourProductsRoute = /^\/our-products(?:\/([^/]+))?\/?$/i;

  /**
   * A shared design's Open Graph and Twitter tags, for the crawlers that draw a link's card (they
   * run no script): its title, its choices, its picture and its address, absolute on the shop's
   * public address. A revoked or unknown link has none.
   */
  async function designShareTags(token: string): Promise<string> {
    const card = await services.designShares.openGraph(token);
    if (!card) return '';
    const absolute = (path: string) => new URL(path, config.publicUrl).toString();
    const meta = (attribute: 'property' | 'name', name: string, content: string) =>
      `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;
    return [
      meta('property', 'og:type', 'website'),
      meta('property', 'og:title', card.title),
      meta('property', 'og:description', card.description),
      meta('property', 'og:image', absolute(card.picture)),
      meta('property', 'og:url', absolute(designSharePath(token))),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', card.title),
      meta('name', 'twitter:description', card.description),
      meta('name', 'twitter:image', absolute(card.picture)),
    ].join('\n    ');
  }

  /**
   * A guest's checkout (its answer is the same whoever asks: a guest cart answers to anyone holding
   * its id) downloads alongside the scripts. Not a customer's: the answer needs their session,
   * which only the page holds. Not on the way back from paying (?payment=): the page completes the
   * payment first, and an answer read now would be older than that.
   */
  async function guestCheckoutPreload(segment: string, url: URL): Promise<string> {
    if (url.searchParams.has('payment')) return '';
    try {
      const token = decodeURIComponent(segment);
      const cart = await services.cart.cartFor(token, null);
      return cart.customerId === null ? fetchPreload(`/api/checkout/${encodeURIComponent(token)}`) : '';
    } catch {
      // Not a cart (or not a path), or a customer's: the page asks and says what went wrong.
      return '';
    }
  }

  const routeHints = createRouteHints(config.webDist, [
    { pattern: new RegExp(`^/preorder/shop/(${types})/?$`), module: 'src/app/routes/preorder-shop-route.tsx' },
    { pattern: new RegExp(`^/shop/(${types})/?$`), module: 'src/app/routes/shop-route.tsx' },
    // The checkout's code downloads right behind the entry, whose outline is the page's first paint;
    // the router asks for the checkout itself as the entry runs.
    { pattern: /^\/checkout\/[^/]+\/?$/, module: 'src/app/routes/checkout-route.tsx', priority: 'low' },
    { pattern: /^\/designs\/[^/]+\/?$/, module: 'src/app/routes/shared-design-route.tsx' },
  ]);
  /**
   * Every page names the live configuration versions, so the storefront asks for the configuration
   * at an address that changes with them; index.html's preload of it is written at that same
   * address (the storefront builds it with the same function), or the browser would fetch it twice.
   */
  async function configVersion(): Promise<PageHead> {
    try {
      const stamp = await services.catalogue.configStamp();
      return {
        tags: `<meta name="${PRODUCTS_CONFIG_VERSION_META_NAME}" content="${escapeHtml(stamp)}">`,
        hrefs: [[`/api${productsConfigPath(DEFAULT_CURRENCY)}`, `/api${productsConfigPath(DEFAULT_CURRENCY, stamp)}`]],
      };
    } catch {
      // Without it the page asks at the plain address, kept an hour as before.
      return { tags: '' };
    }
  }

  const tagsOf = (...tags: string[]) => tags.filter(Boolean).join('\n    ');

  /**
   * Our Products' first paint for the tab `segment` names (as the address holds it): the chosen tab's
   * words, or the first tab's for an unknown one (the page then shows the first). Without the
   * configuration, none: the page draws itself as before.
   */
  async function ourProductsPaint(segment: string | undefined): Promise<string | undefined> {
    let tab = segment ?? '';
    try {
      tab = decodeURIComponent(tab);
    } catch {
      // Not an encoding at all: no tab has it as its name.
    }
    try {
      const [tabs, announcement] = await Promise.all([
        services.catalogue.productsOverview(),
        // The bar is a nicety: without its message, the page paints without it (as the storefront draws it then).
        services.content.page('announcement').then(
          (page) => shownAnnouncement(page.intro),
          () => null,
        ),
      ]);
      const active = ourProductsTabIndex(
        tabs.map(({ title }) => title),
        tab,
      );
      return ourProductsFirstPaint({ tabs, active, announcement }) || undefined;
    } catch {
      return undefined;
    }
  }

  async function pageHints(url: URL): Promise<Pick<PageHead, 'tags' | 'early' | 'body'>> {
    const checkout = checkoutRoute.exec(url.pathname);
    if (checkout) return { tags: tagsOf(routeHints(url.pathname), await guestCheckoutPreload(checkout[1] ?? '', url)) };
    const design = designRoute.exec(url.pathname);
    if (design) {
      let token = '';
      try {
        token = decodeURIComponent(design[1] ?? '');
      } catch {
        // Not a token at all: the page says the design is not shared.
      }
      return { tags: tagsOf(routeHints(url.pathname), token ? await designShareTags(token) : '') };
    }
    if (url.pathname === '/') {
      const picture = await services.catalogue.homePicture();
      // The opening words and the first card's picture paint before the storefront's code has run.
      return { tags: '', early: picture ? imagePreload(picture) : '', body: homeFirstPaint(picture) };
    }
    const products = ourProductsRoute.exec(url.pathname);
    // The page's opening words, its tabs and the chosen tab's opening paragraph paint before its code has run.
    if (products) return { tags: routeHints(url.pathname), body: await ourProductsPaint(products[1]) };
    const match = shopRoute.exec(url.pathname);
    if (!match) return { tags: routeHints(url.pathname) };
    const type = match[2] as ProductType;
    const listing = match[1] ? 'preorder' : 'standard';
    // The pre-order customiser lists cloth only while a pre-order runs and sells this type; otherwise it says so.
    const running = listing === 'preorder' ? (await services.preorder.current()).preorder : null;
    const listsFabrics = listing === 'standard' || (running?.ongoing === true && running.productsOrder.includes(type));
    const picture = await services.catalogue.customiserPicture(type, url.searchParams);
    const piece = pieceNoun(type);
    return {
      early: picture ? imagePreload(picture.href) : '',
      tags: tagsOf(
        routeHints(url.pathname),
        // Most visits are in the default currency: the first page of cloth loads alongside the scripts.
        listsFabrics ? fetchPreload(`/api${fabricsPagePath(type, DEFAULT_CURRENCY, listing)}`) : '',
      ),
      // The customiser's heading and picture paint before its code has run (where it will show them).
      body:
        picture && listsFabrics
          ? customiserFirstPaint(`Design your ${piece}`, { ...picture, alt: `Your ${piece} as designed, ${picture.view.toLowerCase()}` })
          : undefined,
    };
  }

  await registerStorefront(app, {
    webDist: config.webDist,
    responseKey: config.responseKey,
    notice: config.testPaymentsNotice ? TEST_PAYMENTS_NOTICE : null,
    async headHints(url) {
      const [versions, hints] = await Promise.all([configVersion(), pageHints(url)]);
      // A visit that starts on the checkout asks for the configuration (the header's menus) once the
      // page has loaded (the storefront's get-products-config.ts): its preload would only take the line.
      const unwanted = checkoutRoute.test(url.pathname) ? [`/api${productsConfigPath(DEFAULT_CURRENCY)}`] : [];
      return {
        ...versions,
        tags: tagsOf(versions.tags, hints.tags),
        unwanted,
        ...(hints.early ? { early: hints.early } : {}),
        ...(hints.body ? { body: hints.body } : {}),
      };
    },
  });
}
