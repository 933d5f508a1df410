import { PRODUCT_TYPES } from '@selvedge/contract';
import {
  AdminFabricDetailSchema,
  FABRIC_ATTRIBUTE_VALUES,
  FABRIC_LIMITS,
  FABRIC_TAGS,
  type AdminFabricDetail,
} from '@selvedge/contract/admin';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { FormField } from '../../../lib/ui/form-field';
import { idempotencyKey } from '../../lib/admin-api';
import { JUST_CREATED, useJustCreated } from '../../lib/just-created';
import { useSaveNotice } from '../../lib/save-notice';
import ui from '../../lib/ui/admin-ui.module.css';
import { Check, CheckGroup } from '../../lib/ui/check-group';
import { DoneLine, FieldProblem, ProblemLine, SaveNoticeLine } from '../../lib/ui/form-messages';
import { BackLink, PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { SubmitButton } from '../../lib/ui/submit-button';
import { problemWords, TYPE_WORDS } from '../../lib/catalogue-words';
import { useCreateFabric, useFabric, useKeepFabric, useTypeCollections, useUpdateFabric } from './fabric-edit-api';
import {
  ATTRIBUTE_FAMILIES,
  emptyFabricValues,
  FIXED_CURRENCIES,
  fieldOfPath,
  requestOfValues,
  valuesOfFabric,
  type FabricFormValues,
} from './fabric-form-values';
import { FabricPictures } from './fabric-pictures';
import styles from './fabric-edit.module.css';

const STALE_TEXT = 'Someone else changed this first. The form now shows their version: make your change again and save.';

const FAMILY_WORDS: Record<(typeof ATTRIBUTE_FAMILIES)[number], string> = {
  colour: 'Colour',
  pattern: 'Pattern',
  material: 'Material',
  weight: 'Weight',
  season: 'Season',
  occasion: 'Occasion',
};

function errorAt(errors: FieldErrors<FabricFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return problemWords((node as { message?: string } | undefined)?.message);
}

/** /admin/fabrics/new and /admin/fabrics/:id: a fabric's whole record, and (once it exists) its pictures. */
export function FabricEditRoute() {
  const { id } = useParams();
  return id ? <ExistingFabric id={id} /> : <NewFabric />;
}

function NewFabric() {
  return (
    <>
      <PageHeader title="New fabric">
        <BackLink to="/fabrics">Back to fabrics</BackLink>
      </PageHeader>
      <FabricForm fabric={null} />
    </>
  );
}

function ExistingFabric({ id }: { id: string }) {
  const fabric = useFabric(id);
  const created = useJustCreated();
  return (
    <QueryState query={fabric} label="the fabric">
      {(record) => (
        <>
          <PageHeader title={record.title}>
            <BackLink to="/fabrics">Back to fabrics</BackLink>
          </PageHeader>
          <DoneLine>{created ? `${record.title} is created. Add its pictures below.` : null}</DoneLine>
          {/* Keyed by the fabric, so another fabric's page starts from its own values. */}
          <FabricForm key={record.id} fabric={record} />
        </>
      )}
    </QueryState>
  );
}

function FabricForm({ fabric }: { fabric: AdminFabricDetail | null }) {
  const navigate = useNavigate();
  const create = useCreateFabric();
  const update = useUpdateFabric();
  const keepFabric = useKeepFabric();
  const [key] = useState(idempotencyKey);
  /** The version the form's values were read from: a save is refused if the fabric moved on since. */
  const [version, setVersion] = useState(fabric?.version ?? 0);
  const form = useForm<FabricFormValues>({ defaultValues: fabric ? valuesOfFabric(fabric) : emptyFabricValues() });
  const save = useSaveNotice({
    form,
    schema: AdminFabricDetailSchema,
    valuesOf: valuesOfFabric,
    onLoad: (loaded) => {
      keepFabric(loaded);
      setVersion(loaded.version);
    },
    staleText: STALE_TEXT,
  });
  const { errors } = form.formState;
  const fixed = useFieldArray({ control: form.control, name: 'price.fixed' });
  const productType = useWatch({ control: form.control, name: 'productType' });
  const collections = useTypeCollections(productType);
  const pending = create.isPending || update.isPending;

  const place = (field: string, message: string, focus: boolean) =>
    form.setError(field as Path<FabricFormValues>, { type: 'server', message }, { shouldFocus: focus });

  const refused = (error: unknown) => save.refused(error, (path) => fieldOfPath(path, form.getValues()) as Path<FabricFormValues> | null);

  const submit = form.handleSubmit((values) => {
    save.clear();
    const checked = requestOfValues(values);
    if ('problems' in checked) {
      checked.problems.forEach((problem, index) => place(problem.field, problem.message, index === 0));
      return;
    }
    if (!fabric) {
      create.mutate(
        { body: checked.request, key },
        { onSuccess: (made) => void navigate(`/fabrics/${made.id}`, JUST_CREATED), onError: refused },
      );
      return;
    }
    update.mutate(
      { id: fabric.id, body: { ...checked.request, version } },
      { onSuccess: (saved) => save.saved(saved, `${saved.title} is saved.`), onError: refused },
    );
  });

  return (
    <div className={ui.record}>
      <SaveNoticeLine notice={save.notice} />
      <form
        className={ui.record}
        noValidate
        aria-label={fabric ? `Edit ${fabric.title}` : 'New fabric'}
        onSubmit={(event) => void submit(event)}
      >
        <section className={ui.panel} aria-labelledby="fabric-about">
          <h2 id="fabric-about">The fabric</h2>
          <div className={ui.recordGrid}>
            <FormField
              label="Type"
              error={errorAt(errors, 'productType')}
              control={(control) => (
                <select
                  className={styles.select}
                  {...control}
                  {...form.register('productType', { onChange: () => form.setValue('collections', []) })}
                >
                  {PRODUCT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {TYPE_WORDS[type]}
                    </option>
                  ))}
                </select>
              )}
            />
            <FormField label="Title" maxLength={FABRIC_LIMITS.titleMax} error={errorAt(errors, 'title')} {...form.register('title')} />
            <FormField
              label="Handle"
              hint="The fabric's address in the shop: lower-case letters, digits and dashes."
              maxLength={FABRIC_LIMITS.handleMax}
              spellCheck={false}
              error={errorAt(errors, 'handle')}
              {...form.register('handle')}
            />
            <FormField
              className={ui.wide}
              label="Description"
              error={errorAt(errors, 'description')}
              control={(control) => (
                <textarea
                  className={styles.textarea}
                  maxLength={FABRIC_LIMITS.descriptionMax}
                  {...control}
                  {...form.register('description')}
                />
              )}
            />
          </div>
        </section>

        <section className={ui.panel} aria-labelledby="fabric-filters">
          <h2 id="fabric-filters">Filters, tags and collections</h2>
          <p className={ui.hint}>Colour, pattern and material are needed for the fabric to be found in the shop&apos;s filters.</p>
          <div className={ui.recordGrid}>
            {ATTRIBUTE_FAMILIES.map((family) => (
              <FabricChecks
                key={family}
                legend={FAMILY_WORDS[family]}
                options={FABRIC_ATTRIBUTE_VALUES[family].map((value) => ({ value, label: value }))}
                register={() => form.register(`attributes.${family}`)}
                error={errorAt(errors, `attributes.${family}`)}
              />
            ))}
            <FabricChecks
              legend="Tags"
              options={FABRIC_TAGS.map((tag) => ({ value: tag, label: tag === 'Display' ? 'Display (listed in the shop)' : 'Preorder' }))}
              register={() => form.register('tags')}
              error={errorAt(errors, 'tags')}
            />
            <FabricChecks
              legend={`Collections of ${TYPE_WORDS[productType].toLowerCase()}`}
              options={(collections.data?.collections ?? []).map((collection) => ({ value: collection.handle, label: collection.title }))}
              empty={
                collections.isPending
                  ? 'Loading collections…'
                  : collections.isError
                    ? 'The collections did not load.'
                    : 'This type has no collections.'
              }
              register={() => form.register('collections')}
              error={errorAt(errors, 'collections')}
            />
          </div>
        </section>

        <section className={ui.panel} aria-labelledby="fabric-price">
          <h2 id="fabric-price">Price</h2>
          <p className={ui.hint}>Every other currency follows the exchange rates, unless it has a fixed price here.</p>
          <div className={ui.recordGrid}>
            <FormField
              label="Price in SGD"
              inputMode="decimal"
              placeholder="259.00"
              error={errorAt(errors, 'price.sgd')}
              {...form.register('price.sgd')}
            />
          </div>
          <h3 className={styles.subheading}>Fixed prices</h3>
          {fixed.fields.length > 0 ? (
            <ul className={styles.fixedRows}>
              {fixed.fields.map((row, index) => (
                <li key={row.id} className={styles.fixedRow}>
                  <FormField
                    label="Currency"
                    error={errorAt(errors, `price.fixed.${index}.currency`)}
                    control={(control) => (
                      <select className={styles.select} {...control} {...form.register(`price.fixed.${index}.currency`)}>
                        <option value="">Choose…</option>
                        {FIXED_CURRENCIES.map((code) => (
                          <option key={code} value={code}>
                            {code}
                          </option>
                        ))}
                      </select>
                    )}
                  />
                  <FormField
                    label="Fixed price"
                    inputMode="decimal"
                    error={errorAt(errors, `price.fixed.${index}.amount`)}
                    {...form.register(`price.fixed.${index}.amount`)}
                  />
                  <button
                    type="button"
                    className={ui.secondaryButton}
                    onClick={() => fixed.remove(index)}
                    aria-label={`Remove fixed price ${index + 1}`}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <FieldProblem text={errorAt(errors, 'price.fixed')} />
          <button type="button" className={ui.secondaryButton} onClick={() => fixed.append({ currency: '', amount: '' })}>
            Add a fixed price
          </button>
        </section>

        <ProblemLine>{errors.root?.server?.message}</ProblemLine>
        <div className={ui.formActions}>
          <SubmitButton pending={pending}>{fabric ? 'Save fabric' : 'Create fabric'}</SubmitButton>
        </div>
      </form>
      {fabric ? (
        <FabricPictures fabric={fabric} onChanged={(before, after) => setVersion((seen) => (seen === before ? after : seen))} />
      ) : null}
    </div>
  );
}

interface FabricChecksProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  register(): ReturnType<ReturnType<typeof useForm<FabricFormValues>>['register']>;
  error: string | undefined;
  empty?: string;
}

/** One of the fabric's lists (a filter family, its tags, its collections) as checkboxes. */
function FabricChecks({ legend, options, register, error, empty }: FabricChecksProps) {
  return (
    <CheckGroup legend={legend} hint={options.length === 0 ? empty : undefined} error={error}>
      {options.map((option) => (
        <Check key={option.value} label={option.label} value={option.value} {...register()} />
      ))}
    </CheckGroup>
  );
}
