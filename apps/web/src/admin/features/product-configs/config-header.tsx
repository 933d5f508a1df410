import type { ProductType } from '@selvedge/contract';
import type { AdminProductConfigVersionSummary } from '@selvedge/contract/admin';
import { Link } from 'react-router';
import { dateTimeText } from '../../lib/admin-format';
import ui from '../../lib/ui/admin-ui.module.css';
import { PageHeader } from '../../lib/ui/page-header';
import { TYPE_WORDS } from '../../lib/catalogue-words';
import styles from './product-configs.module.css';

export const configPath = (type: ProductType, rest = '') => `/product-configs/${type}${rest}`;

/** Who published a version, in a sentence. */
export const publisherWords = (version: Pick<AdminProductConfigVersionSummary, 'createdBy'>) =>
  version.createdBy?.name ?? 'the shop, before the back office';

/** Who published a version, in a table's cell. */
export const publisherCell = (version: Pick<AdminProductConfigVersionSummary, 'createdBy'>) =>
  version.createdBy?.name ?? 'Before the back office';

/** 'Version 4, published 2 Mar 2026, 2:30 pm by Mina Tan'. */
export const versionLine = (version: AdminProductConfigVersionSummary) =>
  `Version ${version.version}, published ${dateTimeText(version.createdAt)} by ${publisherWords(version)}`;

/** A type's pages: its title, the way back to every type, and its two views (the form, the history). */
export function ConfigHeader({ type, current, title }: { type: ProductType; current: 'edit' | 'history'; title?: string }) {
  return (
    <>
      <PageHeader title={title ?? `${TYPE_WORDS[type]}: configuration`}>
        <Link className={ui.secondaryButton} to="/product-configs">
          All product types
        </Link>
      </PageHeader>
      <nav className={styles.tabs} aria-label={`${TYPE_WORDS[type]} configuration`}>
        <Link className={styles.tab} to={configPath(type)} aria-current={current === 'edit' ? 'page' : undefined}>
          Edit
        </Link>
        <Link className={styles.tab} to={configPath(type, '/history')} aria-current={current === 'history' ? 'page' : undefined}>
          History
        </Link>
      </nav>
    </>
  );
}

/** A page for a type the shop does not have. */
export function NoSuchType() {
  return (
    <div className={ui.problem} role="alert">
      <p>The shop has no such product type.</p>
      <Link to="/product-configs">All product types</Link>
    </div>
  );
}
