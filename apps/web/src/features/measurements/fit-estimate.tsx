import type { FitAnswers, FitEstimate, MeasurementUnit, ProductConfig } from '@selvedge/contract';
import { estimateFit, formatLength } from '@selvedge/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CONFIDENCE_WORDS, rememberBodyUnits, storedBodyUnits, type BodyUnits } from './fit-answers';
import { FitEstimateForm } from './fit-estimate-form';
import styles from './fit-estimate.module.css';

export interface FitEstimatePanelProps {
  config: Pick<ProductConfig, 'measurements' | 'fitModel'>;
  /** The unit lengths are shown in on this screen. */
  unit: MeasurementUnit;
  /** The answers of this visit, kept by the screen across the methods; null before any. */
  answers: FitAnswers | null;
  onAnswers(answers: FitAnswers): void;
  /** The size and fit the standard method holds now: "Use this size" says when they are the estimate's. */
  current: { size: string | null; fit: string };
  /** Sets the standard method's size and fit to the estimate's. */
  onUse(estimate: FitEstimate): void;
  /** The body method's address, and what to do on the way there (the height the answers give). */
  bodyHref: string;
  onBody(): void;
}

/**
 * "Find my size" on the standard method (issue 29): a few answers, and a standard size and fit of
 * the product's own table, worked out here in the browser from the configuration's model.
 */
export function FitEstimatePanel({ config, unit, answers, onAnswers, current, onUse, bodyHref, onBody }: FitEstimatePanelProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [units, setUnits] = useState<BodyUnits>(() => storedBodyUnits(unit));
  const estimate = useMemo(() => (answers ? estimateFit(config, answers) : null), [config, answers]);
  const result = useRef<HTMLDivElement>(null);
  const [justAnswered, setJustAnswered] = useState(0);
  useEffect(() => {
    if (justAnswered > 0) result.current?.focus();
  }, [justAnswered]);

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-fit-estimate>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          Find my size
        </h2>
        <p className={styles.lede}>Not sure of your size? Answer a few questions and we suggest a size and fit from our own size table.</p>
      </div>

      {open || !estimate ? (
        open ? (
          <FitEstimateForm
            fitModel={config.fitModel}
            answers={answers}
            units={units}
            onUnitsChange={(next) => {
              setUnits(next);
              rememberBodyUnits(next);
            }}
            onAnswers={(next) => {
              onAnswers(next);
              setOpen(false);
              setJustAnswered((count) => count + 1);
            }}
            onCancel={estimate ? () => setOpen(false) : undefined}
          />
        ) : (
          <button type="button" className={styles.secondary} onClick={() => setOpen(true)}>
            Answer a few questions
          </button>
        )
      ) : (
        <div ref={result} tabIndex={-1} className={styles.resultBox}>
          <FitEstimateResult estimate={estimate} unit={unit} current={current} onUse={onUse} bodyHref={bodyHref} onBody={onBody} />
          <button type="button" className={styles.textButton} onClick={() => setOpen(true)}>
            Change my answers
          </button>
        </div>
      )}
    </section>
  );
}

interface FitEstimateResultProps {
  estimate: FitEstimate;
  unit: MeasurementUnit;
  current: { size: string | null; fit: string };
  onUse(estimate: FitEstimate): void;
  bodyHref: string;
  onBody(): void;
}

/** The estimate: size and fit, the confidence in words, the key measurements with their range, and what it was based on. */
function FitEstimateResult({ estimate, unit, current, onUse, bodyHref, onBody }: FitEstimateResultProps) {
  const confidence = CONFIDENCE_WORDS[estimate.confidence.level];
  const inUse = current.size === estimate.size && current.fit === estimate.fit;
  return (
    <div className={styles.result} data-estimate-size={estimate.size} data-estimate-fit={estimate.fit}>
      <p className={styles.answer} role="status">
        Estimated from your answers: <strong>size {estimate.size}</strong>, <strong>{estimate.fit} fit</strong>
      </p>
      <p className={styles.confidence} data-confidence={estimate.confidence.level}>
        <span className={styles.confidenceTitle}>{confidence.title}.</span> {confidence.meaning}
      </p>
      {estimate.keyMeasurements.length > 0 ? (
        <dl className={styles.keys}>
          {estimate.keyMeasurements.map((key) => (
            <div key={key.field} className={styles.key}>
              <dt>{key.label}</dt>
              <dd>
                <span className={styles.keyValue}>{formatLength(key.inches, unit)}</span>{' '}
                <span className={styles.keyRange}>
                  (your answers point to {formatLength(round(key.range.min, unit), unit)} to{' '}
                  {formatLength(round(key.range.max, unit), unit)})
                </span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className={styles.basis}>{estimate.basis}</p>
      <div className={styles.resultActions}>
        {inUse ? (
          <p className={styles.inUse}>This size is selected below.</p>
        ) : (
          <button type="button" className={styles.primary} onClick={() => onUse(estimate)}>
            Use this size
          </button>
        )}
        <Link to={bodyHref} className={styles.link} onClick={onBody}>
          Enter body measurements instead
        </Link>
      </div>
    </div>
  );
}

/** A range end to a quarter inch or a whole centimetre's tenth: a range is no place for eighths. */
function round(inches: number, unit: MeasurementUnit): number {
  return unit === 'cm' ? inches : Math.round(inches * 4) / 4;
}
