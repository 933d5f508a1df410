import { AUDIT_SUBJECT_KINDS, type AuditEntry } from '@selvedge/contract/admin';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { dateTimeText, zoneText } from '../../lib/admin-format';
import { useAddressDraft } from '../../lib/list-query';
import ui from '../../lib/ui/admin-ui.module.css';
import { ProblemLine } from '../../lib/ui/form-messages';
import table from '../../lib/ui/data-table.module.css';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { filtersOf, formOf, searchOfForm, type AuditForm } from './audit-filters';
import { useAuditLog, useStaffNames } from './audit-api';
import { AuditSentence } from './audit-sentence';
import { changesOf, fieldLabel } from './audit-words';
import styles from './audit-route.module.css';

/** What changed, field by field, folded away under the sentence. */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <details className={styles.details}>
      <summary>What changed</summary>
      <ul className={styles.changes}>
        {changes.map((change) => (
          <li key={change.field}>
            <span className={styles.field}>{fieldLabel(change.field)}</span>: {change.before} <span aria-label="became">→</span>{' '}
            {change.after}
          </li>
        ))}
      </ul>
    </details>
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
  const narrowed = form.action !== '' || form.subjectId !== '';
  return (
    <form className={ui.filters} onSubmit={apply} aria-label="Filter the audit log">
      <label className={ui.filter}>
        Who
        <select className={ui.select} value={draft.staffId} onChange={set('staffId')}>
          <option value="">Everyone</option>
          {(staff.data?.staff ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </label>
      <label className={ui.filter}>
        Kind of thing
        <select className={ui.select} value={draft.subjectType} onChange={set('subjectType')}>
          <option value="">Everything</option>
          {Object.entries(AUDIT_SUBJECT_KINDS).map(([kind, words]) => (
            <option key={kind} value={kind}>
              {words}
            </option>
          ))}
        </select>
      </label>
      <label className={ui.filter}>
        From (day)
        <input className={ui.filterInput} type="date" value={draft.fromDay} onChange={set('fromDay')} />
      </label>
      <label className={ui.filter}>
        To (day)
        <input className={ui.filterInput} type="date" value={draft.toDay} onChange={set('toDay')} />
      </label>
      <button type="submit" className={ui.secondaryButton}>
        Filter
      </button>
      {narrowed ? (
        <button type="button" className={ui.secondaryButton} onClick={() => onApply({ ...draft, action: '', subjectId: '' })}>
          Show every entry, not only one thing’s
        </button>
      ) : null}
    </form>
  );
}

/** /admin/audit: every change made in the back office, newest first, as sentences (the owner's). */
export function AuditRoute() {
  const [params, setParams] = useSearchParams();
  const form = formOf(params);
  const log = useAuditLog(filtersOf(form));
  return (
    <>
      <PageHeader title="Audit log" />
      <Filters form={form} onApply={(next) => setParams(searchOfForm(next))} />
      <p className={`${ui.muted} ${styles.zone}`}>Days and times in {zoneText()}.</p>
      <QueryState query={log} label="the audit log">
        {(data) => {
          const entries = data.pages.flatMap((page) => page.entries);
          return (
            <div className={table.wrap}>
              {entries.length === 0 ? (
                <p className={table.empty}>No entries match these filters.</p>
              ) : (
                <ol className={styles.entries} aria-label="Audit log, newest first">
                  {entries.map((entry) => (
                    <li key={entry.id} className={styles.entry}>
                      <time className={styles.when} dateTime={entry.at}>
                        {dateTimeText(entry.at)}
                      </time>
                      <p className={styles.sentence}>
                        <AuditSentence entry={entry} />
                      </p>
                      <Changes entry={entry} />
                    </li>
                  ))}
                </ol>
              )}
              <nav className={table.pager} aria-label="Audit log: more">
                <p className={table.count} aria-live="polite">
                  {entries.length} {entries.length === 1 ? 'entry' : 'entries'} shown{log.hasNextPage ? ', more older ones' : ''}
                </p>
                {log.hasNextPage ? (
                  <button
                    type="button"
                    className={table.pageButton}
                    disabled={log.isFetchingNextPage}
                    onClick={() => void log.fetchNextPage()}
                  >
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
