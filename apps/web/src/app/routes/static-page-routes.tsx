import type { StaticPage } from '@selvedge/contract';
import { useStaticContent } from '../../features/content/api/get-static-content';
import { StaticPageTemplate } from '../../features/content/static-page';
import { usePageMeta } from '../../lib/page-meta';

interface ContentPageRouteProps {
  page: StaticPage;
  /** Title and description until the page's own have loaded. */
  fallbackTitle: string;
  fallbackDescription: string;
}

function ContentPageRoute({ page, fallbackTitle, fallbackDescription }: ContentPageRouteProps) {
  const { data } = useStaticContent(page);
  usePageMeta(data?.title ?? fallbackTitle, data?.metaDescription ?? fallbackDescription);
  return <StaticPageTemplate page={page} />;
}

export function WhyUsRoute() {
  return (
    <ContentPageRoute
      page="why-us"
      fallbackTitle="Why us"
      fallbackDescription="Why order made-to-measure menswear from Selvedge."
    />
  );
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

export function FitPicturesGuideRoute() {
  return (
    <ContentPageRoute
      page="fit-pictures-guide"
      fallbackTitle="Fit pictures guide"
      fallbackDescription="How to take fit pictures so we can perfect your pattern."
    />
  );
}
