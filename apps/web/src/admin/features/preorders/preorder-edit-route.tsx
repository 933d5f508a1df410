import { AdminPreorderSchema, PREORDER_LIMITS, type AdminPreorder } from '@selvedge/contract/admin';
import { useDeferredValue, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { failureText } from '../../../lib/api-failure';
import { FormField } from '../../../lib/ui/form-field';
import { idempotencyKey } from '../../lib/admin-api';
import { JUST_CREATED, useJustCreated } from '../../lib/just-created';
import { useSaveNotice } from '../../lib/save-notice';
import ui from '../../lib/ui/admin-ui.module.css';
import { DoneLine, FieldProblem, ProblemLine, SaveNoticeLine } from '../../lib/ui/form-messages';
import { BackLink, PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { SubmitButton } from '../../lib/ui/submit-button';
import { problemWords } from '../../lib/catalogue-words';
import {
  emptyPreorderValues,
  fieldOfPreorderPath,
  requestOfPreorderValues,
  valuesOfPreorder,
  type PreorderFormValues,
  type PreorderProductChoice,
} from './preorder-form-values';
import { zoneText } from '../../lib/admin-format';
import { useCreatePreorder, useFabricSearch, useKeepPreorder, usePreorder, useUpdatePreorder, useUploadNavbarImage } from './preorders-api';
import styles from './preorders.module.css';

const STALE_TEXT = 'Someone else changed this first. The form now shows their version: make your change again and save.';

/** /admin/preorders/new and /admin/preorders/:id. */
export function PreorderEditRoute() {
  const { id } = useParams();
  return id ? <ExistingPreorder id={id} /> : <NewPreorder />;
}

const back = <BackLink to="/preorders">Back to pre-orders</BackLink>;

function NewPreorder() {
  return (
    <>
      <PageHeader title="New pre-order">{back}</PageHeader>
      <PreorderForm preorder={null} />
    </>
  );
}

function ExistingPreorder({ id }: { id: string }) {
  const preorder = usePreorder(id);
  const created = useJustCreated();
  return (
    <QueryState query={preorder} label="the pre-order">
      {(record) => (
        <>
          <PageHeader title={record.title}>{back}</PageHeader>
          <DoneLine>{created ? 'The pre-order is created. Add its menu picture below.' : null}</DoneLine>
          <PreorderForm key={record.id} preorder={record} />
        </>
      )}
    </QueryState>
  );
}

function PreorderForm({ preorder }: { preorder: AdminPreorder | null }) {
  const navigate = useNavigate();
  const create = useCreatePreorder();
  const update = useUpdatePreorder();
  const keepPreorder = useKeepPreorder();
  const [key] = useState(idempotencyKey);
  const [seen, setSeen] = useState(preorder);
  const form = useForm<PreorderFormValues>({ defaultValues: preorder ? valuesOfPreorder(preorder) : emptyPreorderValues() });
  const save = useSaveNotice({
    form,
    schema: AdminPreorderSchema,
    valuesOf: valuesOfPreorder,
    onLoad: (loaded) => {
      keepPreorder(loaded);
      setSeen(loaded);
    },
    staleText: STALE_TEXT,
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;
  const error = (name: keyof PreorderFormValues) => problemWords(errors[name]?.message);

  const refused = (failed: unknown) => save.refused(failed, fieldOfPreorderPath);

  const submit = form.handleSubmit((values) => {
    save.clear();
    const body = requestOfPreorderValues(values);
    if (!seen) {
      create.mutate({ body, key }, { onSuccess: (made) => void navigate(`/preorders/${made.id}`, JUST_CREATED), onError: refused });
      return;
    }
    // An unchanged cutoff is not sent: an ended pre-order's other fields can still be corrected.
    const { cutoff, ...rest } = body;
    const changedCutoff = values.cutoff === valuesOfPreorder(seen).cutoff ? {} : { cutoff };
    update.mutate(
      { id: seen.id, body: { ...rest, ...changedCutoff, version: seen.version } },
      { onSuccess: (saved) => save.saved(saved, `${saved.title} is saved.`), onError: refused },
    );
  });

  const text = (name: 'title' | 'collectionTitle' | 'estimatedDelivery', label: string, hint?: string) => (
    <FormField
      label={label}
      hint={hint}
      maxLength={name === 'estimatedDelivery' ? PREORDER_LIMITS.estimatedDeliveryMax : PREORDER_LIMITS.titleMax}
      error={error(name)}
      {...form.register(name)}
    />
  );
  const area = (name: 'description' | 'collectionDescription', label: string) => (
    <FormField
      className={ui.wide}
      label={label}
      error={error(name)}
      control={(control) => (
        <textarea className={styles.textarea} maxLength={PREORDER_LIMITS.descriptionMax} {...control} {...form.register(name)} />
      )}
    />
  );

  return (
    <div className={ui.record}>
      <SaveNoticeLine notice={save.notice} />
      <form
        className={ui.record}
        noValidate
        aria-label={seen ? `Edit ${seen.title}` : 'New pre-order'}
        onSubmit={(event) => void submit(event)}
      >
        <section className={ui.panel} aria-labelledby="preorder-words">
          <h2 id="preorder-words">The pre-order</h2>
          <div className={ui.recordGrid}>
            {text('title', 'Title', 'The headline of the menu’s panel.')}
            {text('collectionTitle', 'Collection')}
            {area('description', 'Description (menu panel)')}
            {area('collectionDescription', 'Collection description (pre-order page)')}
          </div>
        </section>
        <section className={ui.panel} aria-labelledby="preorder-dates">
          <h2 id="preorder-dates">Cutoff and delivery</h2>
          <div className={ui.recordGrid}>
            <FormField
              label={`Cutoff, ${zoneText()}`}
              type="datetime-local"
              hint={`Orders close at this moment, ${zoneText()}.`}
              error={error('cutoff')}
              {...form.register('cutoff')}
            />
            <FormField
              label="Delivery from (weeks after cutoff)"
              inputMode="numeric"
              error={error('deliveryWeeksMin')}
              {...form.register('deliveryWeeksMin')}
            />
            <FormField
              label="Delivery by (weeks after cutoff)"
              inputMode="numeric"
              error={error('deliveryWeeksMax')}
              {...form.register('deliveryWeeksMax')}
            />
            {text('estimatedDelivery', 'Delivery promise in words', 'Like “delivered 8–10 weeks from cutoff”.')}
          </div>
        </section>
        <ProductsChooser form={form} />
        <ProblemLine>{errors.root?.server?.message}</ProblemLine>
        <div className={ui.formActions}>
          <SubmitButton pending={pending}>{seen ? 'Save pre-order' : 'Create pre-order'}</SubmitButton>
        </div>
      </form>
      {seen ? <NavbarImage preorder={seen} onChanged={setSeen} /> : null}
    </div>
  );
}

/** The pre-order's cloth: fabrics found by words and ticked, the chosen ones listed with a way to take each out. */
function ProductsChooser({ form }: { form: UseFormReturn<PreorderFormValues> }) {
  const [words, setWords] = useState('');
  const q = useDeferredValue(words.trim());
  const found = useFabricSearch(q);
  const chosen = useWatch({ control: form.control, name: 'products' });
  const problem = problemWords(form.formState.errors.products?.message);
  const set = (next: PreorderProductChoice[]) => form.setValue('products', next, { shouldDirty: true });
  const toggle = (product: PreorderProductChoice, on: boolean) =>
    set(on ? [...chosen, product] : chosen.filter((entry) => entry.id !== product.id));

  return (
    <section className={ui.panel} aria-labelledby="preorder-products">
      <h2 id="preorder-products">Fabrics</h2>
      <p className={ui.hint}>The fabrics of the pre-order’s collection. Each carries the Preorder tag while it is in a pre-order.</p>
      <div className={styles.columns}>
        <div>
          <label className={ui.labelAbove}>
            Find fabrics
            <input
              className={styles.search}
              type="search"
              value={words}
              maxLength={100}
              placeholder="Title or handle"
              onChange={(event) => setWords(event.target.value)}
            />
          </label>
          <ProblemLine>{found.isError ? failureText(found.error) : null}</ProblemLine>
          <ul className={styles.list} aria-label="Fabrics found" aria-busy={found.isFetching}>
            {(found.data?.fabrics ?? []).map((fabric) => (
              <li key={fabric.id} className={styles.item}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.some((entry) => entry.id === fabric.id)}
                    onChange={(event) => toggle({ id: fabric.id, title: fabric.title, handle: fabric.handle }, event.target.checked)}
                  />
                  {fabric.title}
                </label>
                <span className={styles.handle}>{fabric.handle}</span>
              </li>
            ))}
            {found.data?.fabrics.length === 0 ? <li className={ui.muted}>No fabric matches.</li> : null}
          </ul>
        </div>
        <div>
          <h3 className={ui.hint}>Chosen: {chosen.length}</h3>
          <ol className={styles.list} aria-label="Chosen fabrics">
            {chosen.map((product) => (
              <li key={product.id} className={styles.item}>
                <span>{product.title}</span>
                <button
                  type="button"
                  className={ui.smallButton}
                  aria-label={`Take out ${product.title}`}
                  onClick={() => toggle(product, false)}
                >
                  Take out
                </button>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <FieldProblem text={problem} className={styles.problem} />
    </section>
  );
}

/** The picture of the pre-order's panel in the menu: one, uploaded or taken away. */
function NavbarImage({ preorder, onChanged }: { preorder: AdminPreorder; onChanged(preorder: AdminPreorder): void }) {
  const upload = useUploadNavbarImage();
  const update = useUpdatePreorder();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const done = (after: AdminPreorder) => {
    setProblem(null);
    onChanged(after);
  };
  const send = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    upload.mutate(
      { id: preorder.id, file },
      {
        onSuccess: done,
        onError: (failed) => setProblem(failureText(failed)),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };
  const remove = () =>
    update.mutate(
      { id: preorder.id, body: { navbarImageId: null, version: preorder.version } },
      { onSuccess: done, onError: (failed) => setProblem(failureText(failed)) },
    );

  return (
    <section className={ui.panel} aria-labelledby="preorder-navbar">
      <h2 id="preorder-navbar">Menu picture</h2>
      <ProblemLine>{problem}</ProblemLine>
      {preorder.navbarImage ? (
        <img className={styles.navbar} src={preorder.navbarImage} alt={`Menu picture of ${preorder.title}`} />
      ) : (
        <p className={ui.hint}>No menu picture.</p>
      )}
      <div className={ui.formActions}>
        <label className={ui.labelAbove}>
          {preorder.navbarImage ? 'Replace the picture' : 'Upload a picture'}
          <input ref={input} type="file" accept="image/jpeg,image/png,image/webp,image/avif" disabled={upload.isPending} onChange={send} />
        </label>
        {preorder.navbarImage ? (
          <button type="button" className={ui.secondaryButton} disabled={update.isPending} onClick={remove}>
            Remove the picture
          </button>
        ) : null}
      </div>
    </section>
  );
}
