import { ORDER_STATUS_LABELS, WORK_STAGES, type WorkStage } from '@selvedge/contract';
import { leadTimeDays } from '@selvedge/domain';
import { useWatch } from 'react-hook-form';
import ui from '../../lib/ui/admin-ui.module.css';
import { TextField, type ConfigForm } from './config-fields';
import own from './config-timeline-section.module.css';
import styles from './product-configs.module.css';

/** What the stages typed add up to, against what a lead time typed allows: a preview as staff type. */
function StagesTotal({
  days,
  lead,
  what,
}: {
  days: Record<WorkStage, string>;
  lead: { minWeeks: string; maxWeeks: string };
  what: string;
}) {
  const numbers = WORK_STAGES.map((stage) => Number(days[stage]));
  const weeks = { minWeeks: Number(lead.minWeeks), maxWeeks: Number(lead.maxWeeks) };
  if (
    numbers.some((value) => !Number.isFinite(value) || days[WORK_STAGES[numbers.indexOf(value)]!].trim() === '') ||
    !Number.isFinite(weeks.minWeeks) ||
    !Number.isFinite(weeks.maxWeeks)
  )
    return null;
  const total = numbers.reduce((sum, value) => sum + value, 0);
  const allowed = leadTimeDays(weeks);
  const fits = total >= allowed.min && total <= allowed.max;
  return (
    <p className={styles.hint} role="status">
      The stages add up to {total} days; {what} of {lead.minWeeks}–{lead.maxWeeks} weeks allows {allowed.min}–{allowed.max}.
      {fits ? '' : ' Change a stage or the lead time before publishing.'}
    </p>
  );
}

/** Stage days, the trial piece's, the need-by buffer and when the shop's own moves take over (decision 048). */
export function TimelineSection({ form }: { form: ConfigForm }) {
  const [trial, stageDays, trialStageDays, leadTime, trialLeadTime] = useWatch({
    control: form.control,
    name: ['trial', 'timeline.stageDays', 'timeline.trialStageDays', 'leadTime', 'trialLeadTime'],
  });
  return (
    <section className={ui.panel} aria-labelledby="config-timeline">
      <h2 id="config-timeline">Timeline</h2>
      <p className={styles.hint}>
        Days a piece spends in each stage before the next (weekends count, as in the lead time’s weeks). Customers see the dates these give
        on their order.
      </p>
      <div className={styles.subsection}>
        <h3 className={styles.subheading}>Days per stage</h3>
        <div className={`${styles.numberGrid} ${own.stages}`}>
          {WORK_STAGES.map((stage) => (
            <TextField key={stage} form={form} name={`timeline.stageDays.${stage}`} label={ORDER_STATUS_LABELS[stage]} numeric />
          ))}
        </div>
        <StagesTotal days={stageDays} lead={leadTime} what="the lead time" />
      </div>
      {trial ? (
        <div className={styles.subsection}>
          <h3 className={styles.subheading}>Trial piece: days per stage</h3>
          <div className={`${styles.numberGrid} ${own.stages}`}>
            {WORK_STAGES.map((stage) => (
              <TextField
                key={stage}
                form={form}
                name={`timeline.trialStageDays.${stage}`}
                label={`Trial: ${ORDER_STATUS_LABELS[stage]}`}
                numeric
              />
            ))}
          </div>
          <StagesTotal days={trialStageDays} lead={trialLeadTime} what="the trial lead time" />
        </div>
      ) : null}
      <div className={styles.subsection}>
        <h3 className={styles.subheading}>Promises</h3>
        <div className={styles.numberGrid}>
          <TextField
            form={form}
            name="timeline.needByBufferDays"
            label="Need-by buffer (days)"
            hint="Kept free before a customer’s “I need it by” date, for a fitting or an alteration."
            numeric
          />
          <TextField
            form={form}
            name="timeline.minTransitions"
            label="Learn after (pieces)"
            hint="Pieces that finished a stage before its own median replaces the days above."
            numeric
          />
          <TextField form={form} name="timeline.withinDays" label="Learn from the last (days)" numeric />
        </div>
      </div>
    </section>
  );
}
