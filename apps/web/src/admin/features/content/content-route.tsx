import { Link } from 'react-router';
import { dateTimeText } from '../../lib/admin-format';
import ui from '../../lib/ui/admin-ui.module.css';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { AnnouncementForm } from './announcement-form';
import { useAnnouncement, useFaq, usePageList } from './content-api';
import { FaqEditor } from './faq-editor';

/** Content (owners and managers): the announcement bar, the shop's pages, and the FAQ. */
export function ContentRoute() {
  const announcement = useAnnouncement();
  const pages = usePageList();
  const faq = useFaq();
  return (
    <>
      <PageHeader title="Content" />
      <section className={ui.panel} aria-labelledby="announcement-heading">
        <h2 id="announcement-heading">Announcement bar</h2>
        <QueryState query={announcement} label="the announcement">
          {(loaded) => <AnnouncementForm announcement={loaded} />}
        </QueryState>
      </section>
      <section className={ui.panel} aria-labelledby="pages-heading">
        <h2 id="pages-heading">Pages</h2>
        <QueryState query={pages} label="the pages">
          {({ pages: list }) => (
            <div className={ui.tableScroller}>
              <table className={ui.table}>
                <caption className="visually-hidden">The shop’s pages</caption>
                <thead>
                  <tr>
                    <th scope="col">Page</th>
                    <th scope="col">Address</th>
                    <th scope="col">Sections</th>
                    <th scope="col">Last changed</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((page) => (
                    <tr key={page.page}>
                      <td>
                        <Link to={`/content/pages/${page.page}`}>{page.title}</Link>
                      </td>
                      <td className={ui.muted}>{page.page}</td>
                      <td>{page.sectionCount}</td>
                      <td>{dateTimeText(page.updatedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </section>
      <section className={ui.panel} aria-labelledby="faq-heading">
        <h2 id="faq-heading">FAQ</h2>
        <QueryState query={faq} label="the FAQ">
          {(loaded) => <FaqEditor faq={loaded} />}
        </QueryState>
      </section>
    </>
  );
}
