import { useStaticContent } from '../../features/content/api/get-static-content';
import { ContactOptions } from '../../features/content/contact-options';
import { ContentSections, StaticPageTemplate } from '../../features/content/static-page';
import { usePageMeta } from '../../lib/page-meta';

export function ContactUsRoute() {
  const { data } = useStaticContent('contact-us');
  usePageMeta(data?.title ?? 'Contact us', data?.metaDescription ?? 'Book a studio appointment, e-mail the Selvedge team or follow us.');
  return (
    <StaticPageTemplate
      page="contact-us"
      renderBody={(content) => (
        <>
          <ContactOptions links={content.links} />
          <ContentSections sections={content.sections} />
        </>
      )}
    />
  );
}
