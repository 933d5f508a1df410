import type { StaticPage } from '@selvedge/contract';
import type { ReactNode } from 'react';
import { useUserSession } from '../../features/account/session/user-session';
import { useStaticContent } from '../../features/content/api/get-static-content';
import { FitPicturesUploadCall } from '../../features/content/fit-pictures-upload-call';
import { StaticPageTemplate } from '../../features/content/static-page';
import { usePageMeta } from '../../lib/page-meta';
import { profilePath } from '../../lib/route-paths';

interface ContentPageRouteProps {
  page: StaticPage;
  /** Title and description until the page's own have loaded. */
  fallbackTitle: string;
  fallbackDescription: string;
  after?: ReactNode;
}

function ContentPageRoute({ page, fallbackTitle, fallbackDescription, after }: ContentPageRouteProps) {
  const { data } = useStaticContent(page);
  usePageMeta(data?.title ?? fallbackTitle, data?.metaDescription ?? fallbackDescription);
  return <StaticPageTemplate page={page} after={after} />;
}

export function WhyUsRoute() {
  return <ContentPageRoute page="why-us" fallbackTitle="Why us" fallbackDescription="Why order made-to-measure menswear from Selvedge." />;
}

export function FiveReasonsRoute() {
  return (
    <ContentPageRoute
      page="5-reasons-to-get-custom-made-pants"
      fallbackTitle="5 reasons to get custom-made trousers"
      fallbackDescription="Why made-to-measure trousers are worth it."
    />
  );
}

export function TermsRoute() {
  return (
    <ContentPageRoute
      page="terms-and-conditions"
      fallbackTitle="Terms and conditions"
      fallbackDescription="The terms on which Selvedge makes and sells made-to-measure clothing."
    />
  );
}

/**
 * The guide leads to the orders, where pictures are sent: the Orders tab, or for a visitor the login
 * modal on this page (SPEC §2's ?modal=navbar-login; /profile would send a visitor home).
 */
export function FitPicturesGuideRoute() {
  const { user } = useUserSession();
  const ordersHref = user ? profilePath('orders') : '?modal=navbar-login';
  return (
    <ContentPageRoute
      page="fit-pictures-guide"
      fallbackTitle="Fit pictures guide"
      fallbackDescription="How to take fit pictures so we can perfect your pattern."
      after={<FitPicturesUploadCall ordersHref={ordersHref} signedIn={user !== null} />}
    />
  );
}
