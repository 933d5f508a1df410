import { useWatch } from 'react-hook-form';
import ui from '../../lib/ui/admin-ui.module.css';
import { TextField, type ConfigForm } from './config-fields';
import styles from './product-configs.module.css';

/** The fit guarantee (issue 29): how long after delivery a fit problem may be reported, what an alteration is reimbursed, how many remakes. */
export function FitGuaranteeSection({ form }: { form: ConfigForm }) {
  const [days, share, cap, remakes] = useWatch({
    control: form.control,
    name: [
      'fitGuarantee.claimWindowDays',
      'fitGuarantee.alterationSharePercent',
      'fitGuarantee.alterationCapSgd',
      'fitGuarantee.remakeLimit',
    ],
  });
  return (
    <section className={ui.panel} aria-labelledby="config-fit-guarantee">
      <h2 id="config-fit-guarantee">Fit guarantee</h2>
      <div className={styles.numberGrid}>
        <TextField
          form={form}
          name="fitGuarantee.claimWindowDays"
          label="Days after delivery"
          hint="Singapore calendar days; the last one counts."
          numeric
        />
        <TextField form={form} name="fitGuarantee.alterationSharePercent" label="Alteration: most of the piece (%)" numeric />
        <TextField form={form} name="fitGuarantee.alterationCapSgd" label="Alteration: cap (SGD)" numeric />
        <TextField form={form} name="fitGuarantee.remakeLimit" label="Remakes per customer" numeric />
      </div>
      <p className={ui.muted}>
        Customers see: fit problems can be reported for {days || '–'} days after delivery; a tailor’s alteration is reimbursed up to{' '}
        {share || '–'}% of the piece and at most SGD {cap || '–'}; up to {remakes || '–'} remakes of this type per customer.
      </p>
    </section>
  );
}
