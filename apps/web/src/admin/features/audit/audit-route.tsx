import type { AuditEntry } from '@selvedge/contract/admin';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useAddressDraft } from '../../lib/list-query';
import ui from '../../lib/ui/admin-ui.module.css';
import { ProblemLine } from '../../lib/ui/form-messages';
import table from '../../lib/ui/data-table.module.css';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { filtersOf, formOf, searchOfForm, type AuditForm } from './audit-filters';
import { useAuditLog, useStaffNames } from './audit-api';
import { changesOf } from './audit-words';
import styles from './audit-route.module.css';

const when = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: 'Asia/Singapore' });

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0) return <span className={ui.muted}>—</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          <span className={styles.field}>{change.field}</span>: {change.before} <span aria-label="became">→</span> {change.after}
        </li>
      ))}
    </ul>
  );
}

function Filters({ form, onApply }: { form: AuditForm; onApply(form: AuditForm): void }) {
  const staff = useStaffNames();
  const [draft, setDraft] = useAddressDraft(form);
  const set = (field: keyof AuditForm) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className={ui.filters} onSubmit={apply} aria-label="Filter the audit log">
      <label className={ui.filter}>
        Who
        <select className={ui.select} value={draft.staffId} onChange={set('staffId')}>
          <option value="">Everyone</option>
          {(staff.data?.staff ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.name} ({member.email})
            </option>
          ))}
        </select>
      </label>
      <label className={ui.filter}>
        Action
        <input className={ui.filterInput} value={draft.action} onChange={set('action')} placeholder="order.move" maxLength={60} />
      </label>
      <label className={ui.filter}>
        Subject type
        <input className={ui.filterInput} value={draft.subjectType} onChange={set('subjectType')} placeholder="order" maxLength={40} />
      </label>
      <label className={ui.filter}>
        Subject
        <input className={ui.filterInput} value={draft.subjectId} onChange={set('subjectId')} placeholder="SV-1001" maxLength={80} />
      </label>
      <label className={ui.filter}>
        From
        <input className={ui.filterInput} type="date" value={draft.fromDay} onChange={set('fromDay')} />
      </label>
      <label className={ui.filter}>
        To
        <input className={ui.filterInput} type="date" value={draft.toDay} onChange={set('toDay')} />
      </label>
      <button type="submit" className={ui.secondaryButton}>
        Filter
      </button>
    </form>
  );
}

/** /admin/audit: every change made in the back office, newest first (the owner's). */
export function AuditRoute() {
  const [params, setParams] = useSearchParams();
  const form = formOf(params);
  const log = useAuditLog(filtersOf(form));
  return (
    <>
      <PageHeader title="Audit log" />
      <Filters form={form} onApply={(next) => setParams(searchOfForm(next))} />
      <QueryState query={log} label="the audit log">
        {(data) => {
          const entries = data.pages.flatMap((page) => page.entries);
          return (
            <div className={table.wrap}>
              <div className={table.scroller}>
                <table className={`${table.table} ${styles.table}`}>
                  <caption className="visually-hidden">Audit log, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">When</th>
                      <th scope="col">Who</th>
                      <th scope="col">Action</th>
                      <th scope="col">Subject</th>
                      <th scope="col">Before → after</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry) => (
                      <tr key={entry.id}>
                        <td>
                          <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                        </td>
                        <td>{entry.staffEmail ?? 'The shop'}</td>
                        <td>{entry.action}</td>
                        <td>
                          {entry.subjectType} {entry.subjectId}
                        </td>
                        <td className={styles.changesCell}>
                          <Changes entry={entry} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {entries.length === 0 ? <p className={table.empty}>No entries match these filters.</p> : null}
              </div>
              <nav className={table.pager} aria-label="Audit log: more">
                <p className={table.count} aria-live="polite">
                  {entries.length} {entries.length === 1 ? 'entry' : 'entries'} shown{log.hasNextPage ? ', more older ones' : ''}
                </p>
                {log.hasNextPage ? (
                  <button type="button" className={table.pageButton} disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                    {log.isFetchingNextPage ? 'Loading…' : 'Load older entries'}
                  </button>
                ) : null}
              </nav>
              <ProblemLine>{log.isFetchNextPageError ? 'The older entries did not load. Try again.' : null}</ProblemLine>
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
