import { isProductType, type ProductType } from '@selvedge/contract';
import { AdminProductConfigVersionSummarySchema, type AdminProductConfigVersion } from '@selvedge/contract/admin';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { describeApiFailure, failureText } from '../../../lib/api-failure';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { dateTimeText } from '../../lib/admin-format';
import { staleCurrent } from '../../lib/stale-edit';
import ui from '../../lib/ui/admin-ui.module.css';
import { QueryState } from '../../lib/ui/query-state';
import { TYPE_WORDS } from '../../lib/catalogue-words';
import { ChangeList, StorefrontSummary } from './config-changes';
import { ConfigHeader, configPath, NoSuchType, publisherCell, publisherWords } from './config-header';
import { valuesOfConfig } from './config-form-values';
import { pathWords } from './config-words';
import { useConfigVersion, useLiveConfig, useReloadLive, useRollbackConfig, useVersionPreview } from './product-configs-api';
import styles from './product-configs.module.css';

/** /admin/product-configs/:type/versions/:number: one version, how it differs from the live one, and going back to it. */
export function ConfigVersionRoute() {
  const { type = '', number = '' } = useParams();
  const version = Number(number);
  if (!isProductType(type) || !/^\d{1,7}$/.test(number) || version < 1) return <NoSuchType />;
  return <VersionPage key={`${type}-${version}`} type={type} number={version} />;
}

function VersionPage({ type, number }: { type: ProductType; number: number }) {
  const version = useConfigVersion(type, number);
  return (
    <>
      <ConfigHeader type={type} current="history" title={`${TYPE_WORDS[type]}: version ${number}`} />
      <QueryState query={version} label={`version ${number}`}>
        {(found) => <VersionView type={type} version={found} />}
      </QueryState>
    </>
  );
}

function VersionView({ type, version }: { type: ProductType; version: AdminProductConfigVersion }) {
  const live = useLiveConfig(type).data;
  const isLive = live ? live.version === version.version : version.current;
  // Previewed as it stands: what going back would change, and whatever it names that has gone since.
  const compared = useVersionPreview(type, version.version, version.config, true);
  const refusal = compared.isError ? describeApiFailure(compared.error) : null;
  return (
    <>
      <section className={ui.panel} aria-labelledby="version-facts">
        <h2 id="version-facts">Version {version.version}</h2>
        <dl className={styles.facts}>
          <dt>Published</dt>
          <dd>{dateTimeText(version.createdAt)}</dd>
          <dt>By</dt>
          <dd>{publisherCell(version)}</dd>
          <dt>Note</dt>
          <dd>{version.note || '—'}</dd>
          <dt>Status</dt>
          <dd>{isLive ? 'Live: the storefront serves it' : `Not live${live ? ` (version ${live.version} is)` : ''}`}</dd>
        </dl>
      </section>
      {isLive ? null : (
        <section className={ui.panel} aria-labelledby="version-back">
          <h2 id="version-back">Going back to version {version.version}</h2>
          {compared.isPending ? (
            <p className={ui.muted} role="status">
              Comparing with the live version…
            </p>
          ) : null}
          {refusal ? (
            <div className={ui.problem} role="alert">
              <p className={styles.tight}>
                Version {version.version} cannot be published again as it is: {refusal.message}
              </p>
              {refusal.problems.length > 0 ? (
                <ul className={styles.problemList}>
                  {refusal.problems.map((problem, index) => (
                    <li key={`${problem.path}-${index}`}>
                      <strong>{pathWords(problem.path)}</strong>: {problem.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {compared.data ? (
            <>
              <p>Publishing it again would make these changes to version {compared.data.basedOn}, the live one:</p>
              <ChangeList
                diff={compared.data.diff}
                label={`Changes going back to version ${version.version}`}
                values={valuesOfConfig(version.config)}
              />
            </>
          ) : null}
          {live && compared.data ? (
            <RollBack type={type} to={version.version} liveVersion={live.version} onStale={() => void compared.refetch()} />
          ) : null}
        </section>
      )}
      {compared.data ? (
        <section className={ui.panel} aria-labelledby="version-storefront">
          <h2 id="version-storefront">What it gives the storefront (SGD)</h2>
          <StorefrontSummary config={{ ...compared.data.storefront.products[type], version: version.version }} />
        </section>
      ) : null}
      <section className={ui.panel} aria-labelledby="version-document">
        <h2 id="version-document">The whole configuration</h2>
        <details className={styles.fold}>
          <summary className={styles.foldSummary}>
            <span className={styles.foldTitle}>As kept (JSON, prices in cents)</span>
          </summary>
          <pre className={styles.json}>{JSON.stringify(version.config, null, 2)}</pre>
        </details>
      </section>
    </>
  );
}

/** Publishes a copy of an older version as the next one, after a confirmation. */
function RollBack({ type, to, liveVersion, onStale }: { type: ProductType; to: number; liveVersion: number; onStale(): void }) {
  const rollback = useRollbackConfig(type);
  const reloadLive = useReloadLive(type);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    setProblem(null);
    rollback.mutate(
      { version: liveVersion, to, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (published) => {
          setOpen(false);
          void navigate(configPath(type, '/history'), {
            state: { published: `Version ${published.version} is published: version ${to} again. The storefront serves it now.` },
          });
        },
        onError: (error) => {
          const current = staleCurrent(error, AdminProductConfigVersionSummarySchema);
          if (current) {
            void reloadLive()
              .then(onStale)
              .catch(() => undefined);
            setProblem(
              `${publisherWords(current)} published version ${current.version} meanwhile. Check the changes above again; confirming now publishes version ${to} over it.`,
            );
            return;
          }
          setProblem(failureText(error));
        },
      },
    );
  };
  return (
    <div className={styles.publish}>
      <FormField
        label="Note (optional)"
        hint={`Why; kept in the history. Without one: “Rolled back to version ${to}.”`}
        control={(control) => (
          <textarea
            className={styles.textarea}
            rows={2}
            maxLength={500}
            {...control}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setProblem(null);
        }}
        trigger={{ text: `Roll back to version ${to}`, label: `Roll back to version ${to}`, className: ui.dangerButton }}
        title={`Roll back to version ${to}?`}
        description={`Version ${to}’s configuration and add-on prices are published as version ${liveVersion + 1}, and the storefront serves them at once. Version ${liveVersion} stays in the history, so this can be undone the same way.`}
        problem={problem}
        cancelText={`Keep version ${liveVersion}`}
        confirmText={`Publish version ${to} again`}
        pendingText="Publishing…"
        pending={rollback.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
