import type { MeasurementsConfig, MeasurementUnit, ProductType } from '@selvedge/contract';
import { cmToInches, formatLength, suggestedSize, suggestionMeasure, waistFromFlatTrousers } from '@selvedge/domain';
import { useId, useState } from 'react';
import styles from './size-advice.module.css';
import { parseLengthText, sizeOptions, UNIT_NAMES } from './sizing-draft';

interface SizeAdviceProps {
  productType: ProductType;
  config: MeasurementsConfig;
  unit: MeasurementUnit;
  /** Offers "Use size 34" beside a suggestion; left out where there is no size to pick. */
  onUseSize?(size: string): void;
}

/** The configuration's sizing advice (SPEC §9) and, where a size is a number of inches, a size finder. */
export function SizeAdvice({ productType, config, unit, onUseSize }: SizeAdviceProps) {
  const headingId = useId();
  const measure = suggestionMeasure(productType);
  if (config.advice.length === 0 && measure === null) return null;
  return (
    <section className={styles.advice} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Sizing advice
      </h2>
      {config.advice.length > 0 ? (
        <ul className={styles.tips}>
          {config.advice.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      ) : null}
      {measure ? <SizeFinder productType={productType} config={config} unit={unit} measure={measure} onUseSize={onUseSize} /> : null}
    </section>
  );
}

type FinderInput = 'body' | 'flat';

interface SizeFinderProps extends Omit<SizeAdviceProps, 'onUseSize'> {
  measure: 'waist' | 'chest';
  onUseSize?(size: string): void;
}

/**
 * Which size a measurement calls for: the waist (trousers, shorts) or chest (jackets) in inches,
 * the next size up when between two. For a waist, a pair that fits can be measured flat instead:
 * half the waist, times two, plus an inch.
 */
function SizeFinder({ productType, config, unit, measure, onUseSize }: SizeFinderProps) {
  const id = useId();
  const [from, setFrom] = useState<FinderInput>('body');
  const [text, setText] = useState('');
  const flat = measure === 'waist' && from === 'flat';
  const label = flat ? 'Half the waist of the pair, laid flat' : `Your ${measure}`;

  const parsed = parseLengthText(text);
  let result: { sentence: string; size: string | null } | null = null;
  if (parsed === 'invalid') result = { sentence: `Enter a number of ${UNIT_NAMES[unit].long}.`, size: null };
  else if (typeof parsed === 'number' && parsed > 0) {
    const typed = unit === 'cm' ? cmToInches(parsed, productType) : parsed;
    const inches = flat ? waistFromFlatTrousers(typed) : typed;
    const size = suggestedSize(productType, config, inches);
    const what = flat
      ? `${formatLength(typed, unit)} × 2 + ${formatLength(1, unit)} makes a ${formatLength(inches, unit)} waist`
      : `A ${formatLength(inches, unit)} ${measure}`;
    const largest = [...sizeOptions(config)].sort((a, b) => Number(a) - Number(b)).at(-1);
    result =
      size === null
        ? {
            sentence: `${what}: that is above our largest size${largest ? `, ${largest}` : ''}. Give your body measurements instead and we will cut to your numbers.`,
            size: null,
          }
        : {
            sentence:
              Number(size) === inches ? `${what}: size ${size}.` : `${what}: size ${size}. Between two sizes we suggest the larger one.`,
            size,
          };
  }

  return (
    <div className={styles.finder}>
      <h3 className={styles.finderHeading}>Find your size</h3>
      {measure === 'waist' ? (
        <fieldset className={styles.from}>
          <legend className={styles.fromLegend}>What will you measure?</legend>
          <label className={styles.fromOption}>
            <input type="radio" name={`${id}-from`} checked={from === 'body'} onChange={() => setFrom('body')} />
            My waist
          </label>
          <label className={styles.fromOption}>
            <input type="radio" name={`${id}-from`} checked={from === 'flat'} onChange={() => setFrom('flat')} />A pair that fits me, laid
            flat
          </label>
        </fieldset>
      ) : null}
      <div className={styles.finderField}>
        <label htmlFor={`${id}-input`} className={styles.label}>
          {label}
        </label>
        <div className={styles.inputBox}>
          <input
            id={`${id}-input`}
            className={styles.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-describedby={`${id}-result`}
            onChange={(event) => setText(event.target.value)}
          />
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        </div>
        {flat ? <p className={styles.hint}>Button the pair, lay it flat and measure straight across the top of the waistband.</p> : null}
      </div>
      <div id={`${id}-result`} className={styles.result} aria-live="polite">
        {result ? <p>{result.sentence}</p> : null}
        {result?.size && onUseSize && sizeOptions(config).includes(result.size) ? (
          <button type="button" className={styles.use} onClick={() => onUseSize(result.size ?? '')}>
            Use size {result.size}
          </button>
        ) : null}
      </div>
    </div>
  );
}
