import { useStaticContent } from '../../features/content/api/get-static-content';
import { FaqList } from '../../features/content/faq-list';
import { StaticPageTemplate } from '../../features/content/static-page';
import { usePageMeta } from '../../lib/page-meta';

export function FaqRoute() {
  const { data } = useStaticContent('faq');
  usePageMeta(
    data?.title ?? 'Frequently asked questions',
    data?.metaDescription ?? 'Answers about ordering, measurements, shipping and our fit guarantee at Selvedge.',
  );
  return <StaticPageTemplate page="faq" renderBody={(content) => <FaqList questions={content.sections} />} />;
}
