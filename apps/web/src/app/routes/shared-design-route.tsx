import { useParams } from 'react-router';
import { SharedDesignPage } from '../../features/design-share/shared-design-page';
import styles from './page.module.css';

/** /designs/{token}: a design shared by link (issue 30). */
export function SharedDesignRoute() {
  const { token = '' } = useParams();
  return (
    <div className={styles.page}>
      <SharedDesignPage token={token} />
    </div>
  );
}
