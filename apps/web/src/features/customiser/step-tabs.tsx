import { Tabs } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './step-tabs.module.css';

export interface Step {
  /** `fabric`, a style group key, or `accessories`. */
  value: string;
  label: string;
}

interface StepTabsProps {
  steps: Step[];
  active: string;
  onStep(value: string): void;
  /** "Customise your shirt": names the list of steps. */
  label: string;
  renderStep(step: Step): ReactNode;
}

/** The customiser's steps as tabs (arrow keys move between them), with a way on to the next step. */
export function StepTabs({ steps, active, onStep, label, renderStep }: StepTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const index = steps.findIndex((step) => step.value === active);
  const next = steps[index + 1];
  // Where the tabs are one sideways-scrolling row (the phone drawer), the active one is kept in sight.
  useEffect(() => {
    const element = list.current;
    const tab = [...(element?.querySelectorAll<HTMLElement>('[data-step]') ?? [])].find((candidate) => candidate.dataset.step === active);
    if (!element || !tab || element.scrollWidth <= element.clientWidth) return;
    const bounds = element.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < bounds.left) element.scrollLeft -= bounds.left - box.left + 16;
    else if (box.right > bounds.right) element.scrollLeft += box.right - bounds.right + 16;
  }, [active]);

  const goNext = (value: string) => {
    onStep(value);
    // The next step starts at its top: bring the tabs back into view when the customer scrolled past them.
    const element = list.current;
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
    // Focus follows, so a keyboard user carries on from the new step's tab instead of from nowhere.
    const trigger = [...(element?.querySelectorAll<HTMLElement>('[data-step]') ?? [])].find((tab) => tab.dataset.step === value);
    trigger?.focus({ preventScroll: true });
  };
  return (
    <Tabs.Root className={styles.tabs} value={active} onValueChange={onStep}>
      <Tabs.List ref={list} className={styles.list} aria-label={label}>
        {steps.map((step, position) => (
          <Tabs.Trigger key={step.value} value={step.value} className={styles.tab} data-step={step.value}>
            <span className={styles.number} aria-hidden="true">
              {position + 1}
            </span>
            {step.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {steps.map((step) => (
        <Tabs.Content key={step.value} value={step.value} className={styles.panel}>
          {step.value === active ? (
            <>
              {renderStep(step)}
              {next ? (
                <div className={styles.next}>
                  <button type="button" className={styles.nextButton} onClick={() => goNext(next.value)}>
                    Next: {next.label} <span aria-hidden="true">→</span>
                  </button>
                </div>
              ) : null}
            </>
          ) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
