import { FAILED_JOBS_SHOWN, type FailedJob, type LastBackup } from '@selvedge/contract/admin';
import { failureText } from '../../../lib/api-failure';
import { ActionsHeader } from '../../lib/ui/actions-header';
import ui from '../../lib/ui/admin-ui.module.css';
import table from '../../lib/ui/data-table.module.css';
import { DoneLine, ProblemLine } from '../../lib/ui/form-messages';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { useShopSettings } from './shop-settings-api';
import { ShopSettingsForm } from './shop-settings-form';
import { useRetryJob, useSystem } from './system-api';
import { failedSummary, momentText, ordersText, queueWords, sizeText } from './system-words';
import styles from './system-route.module.css';

function Backup({ backup }: { backup: LastBackup | null }) {
  return (
    <section className={ui.panel} aria-labelledby="backup-heading">
      <h2 id="backup-heading">Backup</h2>
      {backup ? (
        <>
          <p className={styles.backup}>
            Last backup: <time dateTime={backup.at}>{momentText(backup.at)}</time>, {ordersText(backup.orders)}
          </p>
          <p className={`${ui.muted} ${styles.backupDetail}`}>
            {backup.file} · {sizeText(backup.bytes)}
            {backup.lastOrderNumber ? ` · last order ${backup.lastOrderNumber}` : ''}
          </p>
        </>
      ) : (
        <p className={styles.backup}>No backup yet</p>
      )}
      <p className={`${ui.muted} ${styles.schedule}`}>
        The nightly backup runs at 03:00 Singapore time (SGT), whatever the shop’s time zone.
      </p>
    </section>
  );
}

function FailedJobs({ jobs, byQueue }: { jobs: FailedJob[]; byQueue: Record<string, number> }) {
  const retry = useRetryJob();
  const summary = failedSummary(byQueue);
  const total = Object.values(byQueue).reduce((sum, n) => sum + n, 0);
  return (
    <section className={ui.panel} aria-labelledby="failed-heading">
      <h2 id="failed-heading">Failed background jobs</h2>
      {summary ? (
        <p className={`${ui.muted} ${styles.summary}`}>
          {summary}
          {total > jobs.length ? `. The newest ${FAILED_JOBS_SHOWN} are shown.` : ''}
        </p>
      ) : null}
      <DoneLine>{retry.isSuccess ? `The ${queueWords(retry.data.queue).toLowerCase()} job will run again in a moment.` : null}</DoneLine>
      <ProblemLine>{retry.isError ? failureText(retry.error) : null}</ProblemLine>
      {jobs.length === 0 ? (
        <p className={table.empty}>No failed jobs.</p>
      ) : (
        <div className={ui.tableScroller}>
          {/* The roles are spelled out: on a phone the rows stack as cards (CSS), which would otherwise lose the table's semantics. */}
          <table role="table" className={`${table.table} ${styles.table}`}>
            <caption className="visually-hidden">Failed background jobs, newest first</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  Job
                </th>
                <th scope="col" role="columnheader">
                  Failed
                </th>
                <th scope="col" role="columnheader">
                  Attempts
                </th>
                <th scope="col" role="columnheader">
                  Error
                </th>
                <ActionsHeader />
              </tr>
            </thead>
            <tbody role="rowgroup">
              {jobs.map((job) => {
                const sending = retry.isPending && retry.variables === job.id;
                return (
                  <tr key={job.id} role="row">
                    <td role="cell" className={styles.queueCell}>
                      {queueWords(job.queue)}
                    </td>
                    <td role="cell" data-label="Failed">
                      <time dateTime={job.failedAt}>{momentText(job.failedAt)}</time>
                    </td>
                    <td role="cell" data-label="Attempts">
                      {job.attempts}
                    </td>
                    <td role="cell" data-label="Error" className={styles.errorCell}>
                      {job.error}
                    </td>
                    <td role="cell" className={styles.actionCell}>
                      <button
                        type="button"
                        className={ui.smallButton}
                        disabled={retry.isPending}
                        aria-label={`Retry the ${queueWords(job.queue).toLowerCase()} job that failed ${momentText(job.failedAt)}`}
                        onClick={() => retry.mutate(job.id)}
                      >
                        {sending ? 'Retrying…' : 'Retry'}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** /admin/system: background jobs that failed for good, each with a Retry, and the last backup (the owner's). */
export function SystemRoute() {
  const system = useSystem();
  const settings = useShopSettings(true);
  return (
    <>
      <PageHeader title="System" />
      <QueryState query={settings} label="the shop settings">
        {(data) => <ShopSettingsForm settings={data} />}
      </QueryState>
      <QueryState query={system} label="the system's state">
        {(data) => (
          <>
            <Backup backup={data.lastBackup} />
            <FailedJobs jobs={data.failedJobs} byQueue={data.failedByQueue} />
          </>
        )}
      </QueryState>
    </>
  );
}
