import { CURRENCY_CODES, isProductType, type CurrencyCode, type ProductType } from '@selvedge/contract';
import {
  AdminProductConfigVersionSummarySchema,
  type AdminProductConfig,
  type AdminProductConfigPreview,
  type AdminProductConfigVersion,
  type AdminProductConfigVersionSummary,
} from '@selvedge/contract/admin';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { describeApiFailure } from '../../../lib/api-failure';
import { FormField } from '../../../lib/ui/form-field';
import { staleCurrent } from '../../lib/stale-edit';
import ui from '../../lib/ui/admin-ui.module.css';
import { QueryState } from '../../lib/ui/query-state';
import { AboutSection } from './config-about-section';
import { AccessoriesSection, PricesSection } from './config-accessories-section';
import { ChangeList, ProblemSummary, StorefrontSummary } from './config-changes';
import type { ConfigForm, ConfigPath } from './config-fields';
import type { FormProblem } from './config-form-text';
import { configOfValues, placeProblems, valuesOfConfig, type ConfigFormValues } from './config-form-values';
import { ConfigHeader, NoSuchType, publisherWords, versionLine } from './config-header';
import { FitSection } from './config-fit-section';
import { MeasurementsSection } from './config-measurements-section';
import { FitGuaranteeSection } from './config-fit-guarantee-section';
import { ExceptionsSection, StylesSection } from './config-styles-section';
import { PictureSection } from './config-picture-section';
import { TimelineSection } from './config-timeline-section';
import { variantNames } from './config-words';
import { useLiveConfig, usePreviewConfig, usePublishConfig, useReloadLive } from './product-configs-api';
import styles from './product-configs.module.css';

/** /admin/product-configs/:type: the type's live configuration as a form, previewed and published as the next version. */
export function ProductConfigRoute() {
  const { type = '' } = useParams();
  if (!isProductType(type)) return <NoSuchType />;
  return <ConfigPage key={type} type={type} />;
}

function ConfigPage({ type }: { type: ProductType }) {
  const live = useLiveConfig(type);
  return (
    <>
      <ConfigHeader type={type} current="edit" />
      {/* Once read, the form stays: a later refresh that fails must not take the changes being made. */}
      {live.data ? (
        <ConfigEditor type={type} initial={live.data} />
      ) : (
        <QueryState query={live} label="the configuration">
          {() => null}
        </QueryState>
      )}
    </>
  );
}

interface Previewed {
  preview: AdminProductConfigPreview;
  /** What was previewed, sent as it is when published. */
  config: AdminProductConfig;
  values: ConfigFormValues;
}

function ConfigEditor({ type, initial }: { type: ProductType; initial: AdminProductConfigVersion }) {
  /** The version the form was read from: publishing names it, and is refused if another was published since. */
  const [seen, setSeen] = useState<AdminProductConfigVersionSummary>(initial);
  const [names, setNames] = useState(() => variantNames(initial.config));
  const form = useForm<ConfigFormValues>({ defaultValues: valuesOfConfig(initial.config) });
  const preview = usePreviewConfig(type);
  const publish = usePublishConfig(type);
  const reloadLive = useReloadLive(type);
  const liveNow = useLiveConfig(type).data;
  const [currency, setCurrency] = useState<CurrencyCode>('SGD');
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [problems, setProblems] = useState<{ list: FormProblem[]; values: ConfigFormValues } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState<AdminProductConfigVersionSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (problems && problems.list.length > 0) summary.current?.focus();
  }, [problems]);

  const show = (list: FormProblem[], values: ConfigFormValues) => {
    form.clearErrors();
    for (const problem of list)
      if (problem.field) form.setError(problem.field as ConfigPath, { type: 'invalid', message: problem.message });
    setProblems(list.length > 0 ? { list, values } : null);
  };

  const refused = (error: unknown, values: ConfigFormValues) => {
    const current = staleCurrent(error, AdminProductConfigVersionSummarySchema);
    if (current) {
      setStale(current);
      return;
    }
    const described = describeApiFailure(error);
    if (described.problems.length > 0) show(placeProblems(described.problems, values), values);
    else setFailure(described.message);
  };

  const submit = form.handleSubmit((values) => {
    setNotice(null);
    setFailure(null);
    const made = configOfValues(values, type);
    if ('problems' in made) {
      show(made.problems, values);
      return;
    }
    show([], values);
    preview.mutate(
      { config: made.config, currency },
      { onSuccess: (answer) => setPreviewed({ preview: answer, config: made.config, values }), onError: (error) => refused(error, values) },
    );
  });

  /** Starts again from the live version: what the form held is dropped. */
  const loadLive = async () => {
    setFailure(null);
    try {
      const now = await reloadLive();
      const known = form.getValues('prices').map((price) => price.variantId);
      setNames((before) => new Map([...before, ...variantNames(now.config)]));
      form.reset(valuesOfConfig(now.config, known));
      setSeen(now);
      setStale(null);
      setPreviewed(null);
      setProblems(null);
      setNotice(`Version ${now.version} is loaded.`);
    } catch (error) {
      setFailure(describeApiFailure(error).message);
    }
  };

  const onPublish = (note: string) => {
    if (!previewed) return;
    setFailure(null);
    publish.mutate(
      { version: seen.version, config: previewed.config, note },
      {
        onSuccess: ({ diff, ...version }) => {
          const known = form.getValues('prices').map((price) => price.variantId);
          form.reset(valuesOfConfig(version.config, known));
          setSeen(version);
          setPreviewed(null);
          setNotice(
            `Version ${version.version} is published (${diff.total === 1 ? '1 difference' : `${diff.total} differences`}). The storefront serves it now.`,
          );
        },
        onError: (error) => refused(error, previewed.values),
      },
    );
  };

  const newer = stale ?? (liveNow && liveNow.version > seen.version ? liveNow : null);

  return (
    <div className={styles.editor}>
      <p className={styles.lede}>
        The form holds <strong>{versionLine(seen)}</strong>
        {seen.note ? <> (“{seen.note}”)</> : null}. Nothing changes in the shop until a new version is previewed and published.
      </p>
      {newer ? (
        <div className={ui.problem} role="alert">
          <p className={styles.tight}>
            {stale ? 'Your version was not published: ' : ''}
            {publisherWords(newer)} published version {newer.version} after this form was loaded. To make your change, load it and change it
            again (what the form holds now is dropped).
          </p>
          <button type="button" className={ui.secondaryButton} onClick={() => void loadLive()}>
            Load version {newer.version}
          </button>
        </div>
      ) : null}
      {notice ? (
        <p className={ui.success} role="status">
          {notice}
        </p>
      ) : null}
      {problems ? (
        <ProblemSummary
          ref={summary}
          problems={problems.list}
          values={problems.values}
          onGo={(field) => form.setFocus(field as ConfigPath)}
        />
      ) : null}

      <form
        className={styles.form}
        noValidate
        aria-label={`Edit the ${initial.config.title.toLowerCase()} configuration`}
        onSubmit={(event) => {
          form.clearErrors();
          void submit(event);
        }}
      >
        <AboutSection form={form} />
        <StylesSection form={form} />
        <ExceptionsSection form={form} />
        <AccessoriesSection form={form} names={names} />
        <PricesSection form={form} names={names} />
        <MeasurementsSection form={form} />
        <FitSection form={form} type={type} />
        <FitGuaranteeSection form={form} />
        <TimelineSection form={form} />
        <PictureSection form={form} type={type} />
        <div className={styles.actionBar}>
          <FormField
            label="Prices in"
            looks={{ field: styles.currency }}
            control={(control) => (
              <select
                className={styles.select}
                {...control}
                value={currency}
                onChange={(event) => setCurrency(event.target.value as CurrencyCode)}
              >
                {CURRENCY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          />
          <button type="submit" className={ui.button} disabled={preview.isPending}>
            {preview.isPending ? 'Checking…' : 'Preview the changes'}
          </button>
          {failure ? (
            <p className={styles.problem} role="alert">
              {failure}
            </p>
          ) : null}
        </div>
      </form>
      {previewed ? (
        <>
          <PreviewPanel type={type} previewed={previewed} seen={seen} publishing={publish.isPending} onPublish={onPublish} />
          <OldOnChange form={form} onChange={() => setPreviewed(null)} />
        </>
      ) : null}
    </div>
  );
}

/** A preview is of the values it was made from: any change to them makes it old. */
function OldOnChange({ form, onChange }: { form: ConfigForm; onChange(): void }) {
  const values = useWatch({ control: form.control });
  const [previewed] = useState(values);
  useEffect(() => {
    if (values !== previewed) onChange();
  }, [values, previewed, onChange]);
  return null;
}

function PreviewPanel({
  type,
  previewed,
  seen,
  publishing,
  onPublish,
}: {
  type: ProductType;
  previewed: Previewed;
  seen: AdminProductConfigVersionSummary;
  publishing: boolean;
  onPublish(note: string): void;
}) {
  const { preview } = previewed;
  const [note, setNote] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [preview]);
  const next = preview.basedOn + 1;
  return (
    <section className={ui.panel} aria-labelledby="config-preview">
      <h2 id="config-preview" ref={heading} tabIndex={-1} className={styles.previewTitle}>
        Preview of version {next}
      </h2>
      {preview.basedOn !== seen.version ? (
        <p className={ui.problem}>
          Version {preview.basedOn} is live now, not version {seen.version} this form was read from: publishing will be refused. Load
          version {preview.basedOn} first.
        </p>
      ) : null}
      <h3 className={styles.subheading}>Differences from version {preview.basedOn} (live)</h3>
      {preview.diff.total === 0 ? (
        <p>None: this is the live configuration as it is. There is nothing to publish.</p>
      ) : (
        <ChangeList diff={preview.diff} label={`Differences from version ${preview.basedOn}`} values={previewed.values} />
      )}
      <h3 className={styles.subheading}>What the storefront would receive ({preview.storefront.currencyCode})</h3>
      <StorefrontSummary config={preview.storefront.products[type]} />
      {preview.diff.total > 0 ? (
        <form
          className={styles.publish}
          aria-label={`Publish version ${next}`}
          onSubmit={(event) => {
            event.preventDefault();
            onPublish(note.trim());
          }}
        >
          <FormField
            label="Note (optional)"
            hint="Why it changes; kept in the history and the audit log."
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
          <button type="submit" className={ui.button} disabled={publishing}>
            {publishing ? 'Publishing…' : `Publish version ${next}`}
          </button>
        </form>
      ) : null}
    </section>
  );
}
