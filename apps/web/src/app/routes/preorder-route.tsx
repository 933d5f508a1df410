import { ContentSections, StaticPageTemplate } from '../../features/content/static-page';
import { PreorderSummary } from '../../features/preorder/preorder-summary';
import { usePageMeta } from '../../lib/page-meta';

/** Pre-order information: the running collection and its countdown, then how pre-orders work. */
export function PreorderRoute() {
  usePageMeta(
    'Pre-order',
    'Seasonal cloth bought in one short run and made to order after the pre-order closes, with a countdown to the cutoff.',
  );
  return (
    <StaticPageTemplate
      page="preorder"
      renderBody={(content) => (
        <>
          <PreorderSummary headingLevel={2} />
          <ContentSections sections={content.sections} />
        </>
      )}
    />
  );
}
