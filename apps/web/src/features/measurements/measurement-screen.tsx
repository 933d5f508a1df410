import {
  MEASUREMENT_MESSAGES,
  type Customer,
  type FitAnswers,
  type FitEstimate,
  type FitWarning,
  type MeasurementMethod,
  type ProductConfig,
  type Money,
  type SavedSize,
  type SizeTrack,
} from '@selvedge/contract';
import {
  checkSize,
  designFromSearchParams,
  designToSearchParams,
  fieldRange,
  isPluralPiece,
  lengthFromInput,
  measurementWarnings,
  unconfirmedWarnings,
  visibleFields,
} from '@selvedge/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PendingPiece } from '../../lib/pending-piece';
import { saveSize, withSizes } from './api/sizes-api';
import { FitEstimatePanel } from './fit-estimate';
import { withLoginModal } from './login-link';
import { MeasurementForm } from './measurement-form';
import { MeasurementWarningList } from './measurement-warning-list';
import styles from './measurement-screen.module.css';
import { METHOD_LABELS, methodHref, MethodTabs } from './method-tabs';
import { PieceRecap } from './piece-recap';
import { saveProblem } from './save-problem';
import { SaveSizeForm } from './save-size-form';
import { SavedSizePanel } from './saved-size-panel';
import { SizeAdvice } from './size-advice';
import { checkDraft, draftFromSaved, sameDraft, startDraft, withBasis, type SizingDraft } from './sizing-draft';
import { UnitToggle } from './unit-toggle';
import { useMeasurementUnit } from './use-measurement-unit';
import { shopPath, withoutPieceParams, withPieceParams } from '../../lib/route-paths';

/** A designed and sized piece, as this step hands it to the cart. */
export type SizedPiece = Omit<PendingPiece, 'createdAt'>;

/**
 * Query parameters of this screen beside the design: `size` and `fit` to start from (a standard
 * size, or a saved size's name on the saved method). They are read once; anything unknown falls back.
 */
const SIZING_PARAMS = { size: 'size', fit: 'fit' } as const;

export interface MeasurementScreenProps {
  config: ProductConfig;
  method: MeasurementMethod;
  /** How a person names one piece: "shirt", "polo shirt". */
  piece: string;
  /** How a person names the type's pieces together: "shirts". */
  pieces: string;
  /** The address's query (with or without `?`): the design, and maybe `size` and `fit`. */
  search: string;
  /** The fabric's name once the shop has it; null while it loads or when there is none. */
  fabricTitle: string | null;
  /** The fabric's price once the shop has it (the piece's price is worked out from it); null until then. */
  fabricPrice?: Money | null;
  /** True when the shop has no fabric by the design's handle. */
  fabricMissing: boolean;
  /** The logged-in customer, or null for a visitor. */
  user: Customer | null;
  /** False while the stored session is still being read. */
  sessionReady: boolean;
  /** After a size is saved: the customer with the server's sizes. */
  onUserChange(user: Customer): void;
  /** Puts the piece in the cart; rejects with the words to show when it could not. */
  onAddToCart(piece: SizedPiece): Promise<void>;
  /** The piece is a cart piece being edited: the button saves the changes to it. */
  editing?: boolean;
  /** An edited piece's own sizing: its track's form starts from its numbers (adjustments included). */
  startFrom?: Pick<SizedPiece['sizing'], 'track' | 'size' | 'fit' | 'measurements' | 'fitAnswers' | 'estimated'> | null;
  /** A piece of a past order ordered again: the form starts from its size, and saving it is offered as a size profile. */
  orderedAgain?: boolean;
}

type Track = SizeTrack;
type PerTrack<T> = Record<Track, T>;

interface SaveState {
  saving: boolean;
  nameProblem: string | null;
  formProblem: string | null;
  /** Problems the server found with a field, by key. */
  fieldProblems: Record<string, string>;
}

const IDLE: SaveState = { saving: false, nameProblem: null, formProblem: null, fieldProblems: {} };

/**
 * /shop/{type}/measurements/{method} (SPEC §2; issue 6): the piece's size, as a standard size and
 * fit with adjustments, the customer's body measurements, or a saved size; saving a size under a
 * name; and "Add to cart", which hands the designed and sized piece on.
 */
export function MeasurementScreen({
  config,
  method,
  piece,
  pieces,
  search,
  fabricTitle,
  fabricPrice = null,
  fabricMissing,
  user,
  sessionReady,
  onUserChange,
  onAddToCart,
  editing = false,
  startFrom = null,
  orderedAgain = false,
}: MeasurementScreenProps) {
  const type = config.productType;
  const measurements = config.measurements;
  const headingId = useId();
  const [unit, setUnit] = useMeasurementUnit();

  const params = useMemo(() => new URLSearchParams(search), [search]);
  const { design, notices, query } = useMemo(() => {
    const designParams = withoutPieceParams(params);
    for (const name of Object.values(SIZING_PARAMS)) designParams.delete(name);
    const read = designFromSearchParams(config, designParams);
    return { ...read, query: designToSearchParams(config, read.design).toString() };
  }, [config, params]);
  // The design and what the piece is for (a trial, an edit) travel together between the steps.
  const carried = withPieceParams(query, params);
  const backHref = shopPath(type, carried);
  const loginHref = withLoginModal(search);

  const [drafts, setDrafts] = useState<PerTrack<SizingDraft>>(() => {
    const preferred = { size: params.get(SIZING_PARAMS.size), fit: params.get(SIZING_PARAMS.fit) };
    const start = (track: Track) =>
      startFrom?.track === track
        ? draftFromSaved(measurements, {
            track,
            basedOn: { size: startFrom.size, fit: startFrom.fit },
            measurements: startFrom.measurements,
          })
        : startDraft(measurements, track, preferred);
    return { standard: start('standard'), body: start('body') };
  });
  const [tried, setTried] = useState<PerTrack<boolean>>({ standard: false, body: false });
  const [save, setSave] = useState<SaveState>(IDLE);
  const [savedAs, setSavedAs] = useState<{ name: string; draft: SizingDraft } | null>(null);
  const [chosenSaved, setChosenSaved] = useState<string | null>(null);
  const [addProblem, setAddProblem] = useState<{ method: MeasurementMethod; message: string } | null>(null);
  const [added, setAdded] = useState<{ method: MeasurementMethod; piece: SizedPiece; sizeText: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const main = useRef<HTMLDivElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  // The fit estimate's answers, kept across the methods for the visit (issue 29), and the size and
  // fit "Use this size" set: the piece is the estimate's while the standard method still holds them.
  const [fitAnswers, setFitAnswers] = useState<FitAnswers | null>(startFrom?.fitAnswers ?? null);
  const [estimatedBasis, setEstimatedBasis] = useState<{ size: string | null; fit: string } | null>(() =>
    startFrom?.estimated && startFrom.track === 'standard' ? { size: startFrom.size, fit: startFrom.fit } : null,
  );
  // The warnings ticked "This is right", by id, with the words they were ticked for: a warning
  // that now says other numbers asks again.
  const [confirmed, setConfirmed] = useState<Readonly<Record<string, string>>>({});
  const [warningFocus, setWarningFocus] = useState(0);
  const warningList = useRef<HTMLElement>(null);

  const track: Track | null = method === 'saved' ? null : method;
  const draft = track ? drafts[track] : null;

  // The saved sizes of this type, newest change first; the one chosen, else the link's, else the most recent.
  const savedSizes: SavedSize[] | null = user ? (user.measurements[type] ?? []).filter((size) => !size.deleted) : null;
  const preferredSaved = [chosenSaved, params.get(SIZING_PARAMS.size), user?.sizeMeta[type]?.mostRecentSize ?? null];
  const chosen =
    savedSizes === null
      ? null
      : (preferredSaved.map((name) => savedSizes.find((size) => size.name === name)).find(Boolean) ?? savedSizes[0] ?? null);

  // After a refused try, the first field that needs the customer takes the focus.
  useEffect(() => {
    if (focusRequest === 0) return;
    main.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (added) confirmation.current?.focus();
  }, [added]);
  useEffect(() => {
    if (warningFocus > 0) warningList.current?.focus();
  }, [warningFocus]);

  // Measurements that look mistaken (issue 29), checked as the server checks them: live once the
  // body measurements are all in range, and for a saved size of body measurements.
  const warningConfig = useMemo(
    () => ({ measurements, fitModel: config.fitModel, fitChecks: config.fitChecks }),
    [measurements, config.fitModel, config.fitChecks],
  );
  let warnings: FitWarning[] = [];
  if (track === 'body' && draft) {
    const checked = checkDraft(measurements, draft, unit);
    if (Object.keys(checked.problems).length === 0) {
      warnings = measurementWarnings(warningConfig, {
        track: 'body',
        fit: draft.fit,
        measurements: checked.measurements,
        answers: fitAnswers ?? undefined,
      });
    }
  } else if (method === 'saved' && chosen?.track === 'body') {
    warnings = measurementWarnings(warningConfig, {
      track: 'body',
      fit: chosen.basedOn.fit,
      measurements: chosen.measurements,
      answers: fitAnswers ?? undefined,
    });
  }
  const confirmedIds = new Set(warnings.filter((warning) => confirmed[warning.id] === warning.message).map((warning) => warning.id));
  const fieldWarnings: Record<string, string> = {};
  for (const warning of warnings)
    fieldWarnings[warning.field] = fieldWarnings[warning.field] ? `${fieldWarnings[warning.field]} ${warning.message}` : warning.message;
  const labelOf = (key: string) => measurements.fields.find((field) => field.key === key)?.label ?? key;
  const estimated =
    track === 'standard' &&
    draft !== null &&
    estimatedBasis !== null &&
    draft.size === estimatedBasis.size &&
    draft.fit === estimatedBasis.fit;

  const changeDraft = (next: SizingDraft) => {
    if (!track) return;
    setDrafts((current) => ({ ...current, [track]: next }));
    if (Object.keys(save.fieldProblems).length > 0 || save.formProblem)
      setSave((current) => ({ ...current, fieldProblems: {}, formProblem: null }));
    setAddProblem(null);
  };

  const pickSize = (size: string) => {
    if (!draft) return;
    changeDraft(withBasis(measurements, draft, size, draft.fit));
  };

  /** "Use this size": the standard method takes the estimate's size and fit. */
  const useEstimate = (estimate: FitEstimate) => {
    setDrafts((current) => ({ ...current, standard: withBasis(measurements, current.standard, estimate.size, estimate.fit) }));
    setEstimatedBasis({ size: estimate.size, fit: estimate.fit });
    setAddProblem(null);
  };

  /**
   * On the way to the body method from the estimate: an empty height takes the answer's, and the fit
   * the customer asked for; nothing they typed there is replaced.
   */
  const towardsBody = () => {
    if (!fitAnswers) return;
    const preferred = fitAnswers.fitPreference ? config.fitModel.preferences[fitAnswers.fitPreference] : null;
    const heightField = visibleFields(measurements, 'body').find((field) => field.key === 'height' && field.type === 'display');
    setDrafts((current) => {
      const body = current.body;
      let values = body.values;
      if (heightField && (values.height === null || values.height === undefined)) {
        const inches = lengthFromInput(fitAnswers.heightCm, 'cm', type, heightField);
        const range = fieldRange(heightField);
        if (inches >= range.min && inches <= range.max) values = { ...values, height: inches };
      }
      const untouched = Object.values(body.values).every((value) => value === null || value === undefined);
      const fit = preferred && untouched && measurements.fits.includes(preferred) ? preferred : body.fit;
      return values === body.values && fit === body.fit ? current : { ...current, body: { ...body, values, fit } };
    });
  };

  const confirmWarning = (warning: FitWarning, right: boolean) => {
    setConfirmed((current) => {
      const next = { ...current };
      if (right) next[warning.id] = warning.message;
      else delete next[warning.id];
      return next;
    });
    setAddProblem(null);
  };

  const correctField = (key: string) => {
    main.current?.querySelector<HTMLElement>(`[data-field="${key}"] input, [data-field="${key}"] select`)?.focus();
  };

  const refuse = (message: string) => {
    if (track) setTried((current) => ({ ...current, [track]: true }));
    setAddProblem({ method, message });
    setFocusRequest((count) => count + 1);
  };

  const addToCart = () => {
    setAddProblem(null);
    if (design.fabric === null || fabricMissing) {
      setAddProblem({ method, message: `Your ${piece} needs a fabric first: go back to your design to choose one.` });
      return;
    }
    let sizing: PendingPiece['sizing'];
    let sizeText: string;
    if (method === 'saved') {
      if (!chosen) {
        setAddProblem({
          method,
          message: 'Choose one of your saved sizes, or give your size as a standard size or your body measurements.',
        });
        return;
      }
      const checked = checkSize(measurements, chosen.track, chosen.basedOn, chosen.measurements);
      if (checked.problems.length > 0) {
        setAddProblem({
          method,
          message: `Your saved size “${chosen.name}” no longer fits our measurement form (${checked.problems[0]?.message ?? ''}) Please give your size as a standard size or your body measurements.`,
        });
        return;
      }
      sizing = {
        method,
        track: chosen.track,
        size: chosen.name,
        fit: chosen.basedOn.fit,
        sizeName: chosen.name,
        measurements: checked.measurements,
      };
      sizeText = `your saved size “${chosen.name}”`;
    } else {
      if (!draft) return;
      const checked = checkDraft(measurements, draft, unit);
      const count = Object.keys(checked.problems).length;
      if (count > 0) {
        refuse(
          count === 1
            ? 'One measurement needs your attention: see the field marked below.'
            : `${count} measurements need your attention: see the fields marked below.`,
        );
        return;
      }
      const sizeName = savedAs && sameDraft(savedAs.draft, draft) ? savedAs.name : null;
      sizing = { method, track: draft.track, size: draft.size, fit: draft.fit, sizeName, measurements: checked.measurements };
      sizeText =
        draft.track === 'standard'
          ? `size ${draft.size ?? ''}, ${draft.fit} fit${estimated ? ' (estimated from your answers)' : ''}`
          : `your measurements, ${draft.fit} fit`;
    }
    const open = unconfirmedWarnings(warnings, [...confirmedIds]);
    if (open.length > 0) {
      setAddProblem({
        method,
        message:
          open.length === 1
            ? 'One measurement looks unusual: correct it, or tick “This is right” where it is listed above.'
            : `${open.length} measurements look unusual: correct them, or tick “This is right” where they are listed above.`,
      });
      setWarningFocus((count) => count + 1);
      return;
    }
    // What the server needs to say where the size came from and to check it as the screen did.
    if (fitAnswers) sizing.fitAnswers = fitAnswers;
    if (estimated) sizing.estimated = true;
    if (confirmedIds.size > 0) sizing.confirmedWarnings = [...confirmedIds];
    const sized: SizedPiece = { productType: type, design: query, sizing };
    setAdding(true);
    onAddToCart(sized)
      .then(() => setAdded({ method, piece: sized, sizeText }))
      .catch((error: unknown) => setAddProblem({ method, message: error instanceof Error ? error.message : String(error) }))
      .finally(() => setAdding(false));
  };

  /** `name` comes checked and cleaned by the save form (the contract's SizeNameSchema). */
  const saveCurrentSize = (name: string) => {
    if (!track || !draft || !user) return;
    const checked = checkDraft(measurements, draft, unit);
    if (Object.keys(checked.problems).length > 0) {
      setTried((current) => ({ ...current, [track]: true }));
      setSave({ ...IDLE, formProblem: 'Put right the measurements marked above, then save.' });
      setFocusRequest((count) => count + 1);
      return;
    }
    if ((user.measurements[type] ?? []).some((size) => !size.deleted && size.name.toLowerCase() === name.toLowerCase())) {
      setSave({ ...IDLE, nameProblem: MEASUREMENT_MESSAGES.sizeNameTaken(name) });
      return;
    }
    setSave({ ...IDLE, saving: true });
    const sent = draft;
    saveSize(user.id, type, {
      track,
      sizeName: name,
      basedOn: { size: sent.size, fit: sent.fit },
      measurements: checked.measurements,
      type,
    })
      .then((answer) => {
        onUserChange(withSizes(user, answer));
        setSavedAs({ name, draft: sent });
        setSave(IDLE);
      })
      .catch((error: unknown) => {
        const problem = saveProblem(error, visibleFields(measurements, track));
        if (problem.field === 'name') setSave({ ...IDLE, nameProblem: problem.message });
        else if (problem.field) {
          setSave({ ...IDLE, fieldProblems: { [problem.field]: problem.message }, formProblem: problem.message });
          setFocusRequest((count) => count + 1);
        } else setSave({ ...IDLE, formProblem: problem.message });
      });
  };

  const standardHref = methodHref(type, 'standard', carried);
  const bodyHref = methodHref(type, 'body', carried);
  const shownAdded = added?.method === method ? added : null;
  const shownProblem = addProblem?.method === method ? addProblem.message : null;

  return (
    <div className={styles.screen} data-product-type={type} data-method={method}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Sizing</p>
        <h1 className={styles.title}>Sizing for your {piece}</h1>
        <p className={styles.lede}>
          Give your size one of three ways. Every piece is cut to order from these numbers, so take a moment over them: you can switch
          between the ways at any time without losing what you entered.
        </p>
        <Link to={backHref} className={styles.back}>
          <span aria-hidden="true">←</span> Back to your design
        </Link>
      </header>

      <div className={styles.layout}>
        <div className={styles.main} ref={main}>
          <MethodTabs type={type} method={method} query={carried} />

          {method === 'standard' && draft ? (
            <FitEstimatePanel
              config={config}
              unit={unit}
              answers={fitAnswers}
              onAnswers={setFitAnswers}
              current={{ size: draft.size, fit: draft.fit }}
              onUse={useEstimate}
              bodyHref={bodyHref}
              onBody={towardsBody}
            />
          ) : null}

          {method === 'standard' ? <SizeAdvice productType={type} config={measurements} unit={unit} onUseSize={pickSize} /> : null}

          <section className={styles.panel} aria-labelledby={headingId}>
            <div className={styles.panelHead}>
              <h2 id={headingId} className={styles.sectionHeading}>
                {METHOD_LABELS[method].label}
              </h2>
              <UnitToggle unit={unit} onChange={setUnit} />
            </div>
            <MeasurementWarningList
              ref={warningList}
              warnings={warnings}
              confirmed={confirmedIds}
              onConfirm={confirmWarning}
              onCorrect={track ? correctField : undefined}
              labelOf={labelOf}
            />
            {track && draft ? (
              <MeasurementForm
                key={track}
                productType={type}
                config={measurements}
                value={draft}
                onChange={changeDraft}
                unit={unit}
                showAllProblems={tried[track]}
                problems={save.fieldProblems}
                disabled={save.saving}
                warnings={fieldWarnings}
                basisNote={
                  track === 'standard' && estimatedBasis
                    ? estimated
                      ? 'Estimated from your answers.'
                      : `Changed from the estimate’s size ${estimatedBasis.size ?? ''}, ${estimatedBasis.fit} fit.`
                    : null
                }
              />
            ) : (
              <SavedSizePanel
                config={measurements}
                pieces={pieces}
                sizes={savedSizes}
                sessionReady={sessionReady}
                chosen={chosen}
                onChoose={setChosenSaved}
                unit={unit}
                loginHref={loginHref}
                registerHref={withLoginModal(search, 'register')}
                standardHref={standardHref}
                bodyHref={bodyHref}
              />
            )}
          </section>

          {track ? (
            <SaveSizeForm
              key={track}
              loggedIn={user !== null}
              sessionReady={sessionReady}
              loginHref={loginHref}
              savedAs={savedAs && draft && savedAs.draft.track === track ? savedAs.name : null}
              nameProblem={save.nameProblem}
              formProblem={save.formProblem}
              saving={save.saving}
              onSave={saveCurrentSize}
              heading={orderedAgain ? 'Save these measurements as a size profile' : undefined}
              hint={
                orderedAgain
                  ? 'These are the measurements your last piece was made to. Keep them in your account, so your next piece takes a click.'
                  : undefined
              }
            />
          ) : null}

          <div className={styles.actions}>
            {shownAdded ? (
              <div ref={confirmation} tabIndex={-1} role="status" className={styles.confirmation}>
                <p className={styles.confirmationTitle}>
                  {editing
                    ? `Your changes to your ${piece} are saved.`
                    : `Your ${piece} ${isPluralPiece(config.productType) ? 'are' : 'is'} in your cart.`}
                </p>
                <p>
                  Made in {fabricTitle ?? design.fabric} to {shownAdded.sizeText}. Nothing has been ordered or paid yet.
                </p>
                <p className={styles.confirmationLinks}>
                  <Link to={backHref}>Back to your design</Link>
                  <Link to={shopPath(type)}>Design another {piece}</Link>
                  <Link to="/our-products">Browse the shop</Link>
                </p>
                {editing ? null : (
                  <button type="button" className={styles.textButton} onClick={() => setAdded(null)}>
                    Add another in a different size
                  </button>
                )}
              </div>
            ) : (
              <>
                {shownProblem ? (
                  <p role="alert" className={styles.error}>
                    {shownProblem}
                  </p>
                ) : null}
                <button
                  type="button"
                  className={styles.addButton}
                  onClick={addToCart}
                  disabled={adding || (method === 'saved' && (!sessionReady || !chosen))}
                  aria-busy={adding}
                >
                  {adding ? (editing ? 'Saving…' : 'Adding…') : editing ? 'Save changes' : 'Add to cart'}
                </button>
              </>
            )}
          </div>
        </div>

        <aside className={styles.aside}>
          <PieceRecap
            config={config}
            design={design}
            title={`Your ${piece}`}
            fabricTitle={fabricTitle}
            fabricPrice={fabricPrice}
            fabricMissing={fabricMissing}
            notices={notices}
            backHref={backHref}
          />
        </aside>
      </div>
    </div>
  );
}
