import {
  isProductType,
  MAX_SIZES_PER_TYPE,
  MEASUREMENT_MESSAGES,
  PRODUCT_TYPES,
  SIZE_NAME_MAX,
  SIZE_TRACKS,
  type Customer,
  type ProductConfig,
  type ProductType,
  type SizeTrack,
} from '@selvedge/contract';
import { visibleFields } from '@selvedge/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { saveSize, updateSize, withSizes } from './api/sizes-api';
import { withLoginModal } from './login-link';
import { MeasurementForm } from './measurement-form';
import styles from './measurement-screen.module.css';
import { SizeNameField, sizeNameResolver } from './size-name-field';
import { METHOD_LABELS } from './method-tabs';
import { saveProblem } from './save-problem';
import { SizeAdvice } from './size-advice';
import { checkDraft, draftFromSaved, startDraft, withBasis, type CheckedDraft, type SizingDraft } from './sizing-draft';
import { UnitToggle } from './unit-toggle';
import { useMeasurementUnit } from './use-measurement-unit';
import { profilePath } from '../../lib/route-paths';

/** Where the customer's sizes are listed: a saved size leads back there. */
const SIZES_PAGE = profilePath('sizes');

/** `?type=` and `&edit=` of /profile/sizes/new. */
const CREATE_SIZE_PARAMS = { type: 'type', edit: 'edit' } as const;

export interface CreateSizeScreenProps {
  /** Every product type's configuration. */
  configs: Record<ProductType, ProductConfig>;
  /** The logged-in customer, or null for a visitor. */
  user: Customer | null;
  /** False while the stored session is still being read. */
  sessionReady: boolean;
  /** After the save: the customer with the server's sizes. */
  onUserChange(user: Customer): void;
}

/**
 * /profile/sizes/new (CreateNewSize, DESIGN §6): a size profile made without buying anything. The
 * product type is `?type=` (shirt unless it names another); `&edit={name}` opens one of the
 * customer's sizes to change. Saved, it leads to the profile's sizes. Visitors are asked to log in.
 */
export function CreateSizeScreen({ configs, user, sessionReady, onUserChange }: CreateSizeScreenProps) {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const typeParam = params.get(CREATE_SIZE_PARAMS.type);
  const type: ProductType = typeParam && isProductType(typeParam) ? typeParam : 'shirt';
  const editName = params.get(CREATE_SIZE_PARAMS.edit);

  if (!sessionReady) {
    return (
      <div className={styles.screen}>
        <p role="status" className={styles.quiet}>
          Checking your account…
        </p>
      </div>
    );
  }
  if (!user) {
    return (
      <div className={styles.screen}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>Your sizes</p>
          <h1 className={styles.title}>Create a size</h1>
        </header>
        <div className={`${styles.panel} ${styles.invitation}`}>
          <p>
            {MEASUREMENT_MESSAGES.loginToSave} Your sizes are kept in your account, one set per product, ready for every piece you order.
          </p>
          <p className={styles.invitationLinks}>
            <Link to={withLoginModal(search)} preventScrollReset className={styles.primaryLink}>
              Log in
            </Link>
            <Link to={withLoginModal(search, 'register')} preventScrollReset className={styles.inlineLink}>
              Create an account
            </Link>
          </p>
        </div>
      </div>
    );
  }

  const chooseType = (next: ProductType) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(CREATE_SIZE_PARAMS.type, next);
        updated.delete(CREATE_SIZE_PARAMS.edit);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <SizeEditor
      key={`${type}:${editName ?? ''}`}
      configs={configs}
      type={type}
      editName={editName}
      user={user}
      onUserChange={onUserChange}
      onChooseType={chooseType}
    />
  );
}

interface SizeEditorProps {
  configs: Record<ProductType, ProductConfig>;
  type: ProductType;
  editName: string | null;
  user: Customer;
  onUserChange(user: Customer): void;
  onChooseType(type: ProductType): void;
}

function SizeEditor({ configs, type, editName, user, onUserChange, onChooseType }: SizeEditorProps) {
  const id = useId();
  const navigate = useNavigate();
  const config = configs[type].measurements;
  const sizes = (user.measurements[type] ?? []).filter((size) => !size.deleted);
  // The size being edited; a name the customer has no size by makes a new size, and says so.
  const [editing] = useState(() => (editName === null ? null : (sizes.find((size) => size.name === editName) ?? null)));
  const [unit, setUnit] = useMeasurementUnit();
  const [track, setTrack] = useState<SizeTrack>(editing?.track ?? 'standard');
  const [drafts, setDrafts] = useState<Record<SizeTrack, SizingDraft>>(() => ({
    standard:
      editing?.track === 'standard' ? draftFromSaved(config, editing) : startDraft(config, 'standard', { fit: editing?.basedOn.fit }),
    body: editing?.track === 'body' ? draftFromSaved(config, editing) : startDraft(config, 'body', { fit: editing?.basedOn.fit }),
  }));
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: sizeNameResolver,
    defaultValues: { sizeName: editing?.name ?? '' },
  });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [fieldProblems, setFieldProblems] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const draft = drafts[track];
  const piece = configs[type].title.toLowerCase();

  // After a refused save, the first measurement that needs the customer takes the focus.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const changeDraft = (next: SizingDraft) => {
    setDrafts((current) => ({ ...current, [track]: next }));
    setFieldProblems({});
    setFormProblem(null);
  };
  const refuseName = (message: string) => setError('sizeName', { type: 'refused', message }, { shouldFocus: true });

  /** Once the measurements are good and the name is checked and cleaned by the contract's schema. */
  const save = (checked: CheckedDraft, sizeName: string) => {
    const renamed = editing === null || editing.name !== sizeName;
    if (renamed && sizes.some((size) => size.name !== editing?.name && size.name.toLowerCase() === sizeName.toLowerCase())) {
      refuseName(MEASUREMENT_MESSAGES.sizeNameTaken(sizeName));
      return;
    }
    if (editing === null && sizes.length >= MAX_SIZES_PER_TYPE) {
      setFormProblem(MEASUREMENT_MESSAGES.tooManySizes(MAX_SIZES_PER_TYPE));
      return;
    }
    const basedOn = { size: draft.size, fit: draft.fit };
    setSaving(true);
    const request =
      editing === null
        ? saveSize(user.id, type, { track, sizeName, basedOn, measurements: checked.measurements, type })
        : updateSize(user.id, type, editing.name, { ...(renamed ? { sizeName } : {}), track, basedOn, measurements: checked.measurements });
    request
      .then((answer) => {
        onUserChange(withSizes(user, answer));
        void navigate(SIZES_PAGE);
      })
      .catch((error: unknown) => {
        setSaving(false);
        const problem = saveProblem(error, visibleFields(config, track));
        if (problem.field === 'name') refuseName(problem.message);
        else {
          setFormProblem(problem.message);
          if (problem.field) {
            setFieldProblems({ [problem.field]: problem.message });
            setFocusRequest((count) => count + 1);
          }
        }
      });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFormProblem(null);
    // The measurements first, then the name: the customer works down the page.
    const checked = checkDraft(config, draft, unit);
    if (Object.keys(checked.problems).length > 0) {
      setTried(true);
      setFormProblem('Put right the measurements marked above, then save.');
      setFocusRequest((count) => count + 1);
      return;
    }
    void handleSubmit(({ sizeName }) => save(checked, sizeName))(event);
  };

  return (
    <div className={styles.screen} data-product-type={type}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Your sizes</p>
        <h1 className={styles.title}>{editing ? `Edit “${editing.name}”` : 'Create a size'}</h1>
        <p className={styles.lede}>
          {editing
            ? `Change this size of your ${piece}: every piece you order with it from now on is cut to the new numbers.`
            : 'Make a size once and use it for every piece you order: from one of our standard sizes, adjusted to you, or from your own body measurements.'}
        </p>
        <Link to={SIZES_PAGE} className={styles.back}>
          <span aria-hidden="true">←</span> Your sizes
        </Link>
      </header>

      <form
        ref={formRef}
        className={styles.main}
        onSubmit={onSubmit}
        noValidate
        aria-label={editing ? `Edit size ${editing.name}` : 'Create a size'}
      >
        {editName !== null && editing === null ? (
          <p role="status" className={styles.success}>
            You have no saved size called “{editName}” for {piece}. You can make a new one here.
          </p>
        ) : null}

        {editing ? (
          <p className={styles.quiet}>For {configs[type].title}</p>
        ) : (
          <fieldset className={styles.typePicker}>
            <legend className={styles.pickerLegend}>For which product?</legend>
            {PRODUCT_TYPES.map((candidate) => (
              <label key={candidate} className={styles.chip}>
                <input type="radio" name={`${id}-type`} checked={candidate === type} onChange={() => onChooseType(candidate)} />
                {configs[candidate].title}
              </label>
            ))}
          </fieldset>
        )}

        <fieldset className={styles.trackPicker}>
          <legend className={styles.pickerLegend}>How will you give it?</legend>
          {SIZE_TRACKS.map((candidate) => (
            <label key={candidate} className={styles.chip}>
              <input
                type="radio"
                name={`${id}-track`}
                checked={candidate === track}
                onChange={() => {
                  setTrack(candidate);
                  setTried(false);
                  setFieldProblems({});
                  setFormProblem(null);
                }}
              />
              {METHOD_LABELS[candidate].label}
            </label>
          ))}
        </fieldset>

        {track === 'standard' ? (
          <SizeAdvice
            productType={type}
            config={config}
            unit={unit}
            onUseSize={(size) => changeDraft(withBasis(config, draft, size, draft.fit))}
          />
        ) : null}

        <section className={styles.panel} aria-labelledby={`${id}-heading`}>
          <div className={styles.panelHead}>
            <h2 id={`${id}-heading`} className={styles.sectionHeading}>
              {METHOD_LABELS[track].label}
            </h2>
            <UnitToggle unit={unit} onChange={setUnit} />
          </div>
          <MeasurementForm
            key={track}
            productType={type}
            config={config}
            value={draft}
            onChange={changeDraft}
            unit={unit}
            showAllProblems={tried}
            problems={fieldProblems}
            disabled={saving}
          />
        </section>

        <div className={styles.saveForm}>
          <SizeNameField
            registration={register('sizeName')}
            error={formState.errors.sizeName?.message}
            hint={`A name you will recognise, up to ${SIZE_NAME_MAX} characters.`}
          />
          {formProblem ? (
            <p role="alert" className={styles.error}>
              {formProblem}
            </p>
          ) : null}
          <div className={styles.formActions}>
            <button type="submit" className={styles.saveButton} aria-busy={saving || undefined}>
              {saving ? 'Saving…' : editing ? 'Save changes' : 'Save size'}
            </button>
            <Link to={SIZES_PAGE}>Cancel</Link>
          </div>
        </div>
      </form>
    </div>
  );
}
