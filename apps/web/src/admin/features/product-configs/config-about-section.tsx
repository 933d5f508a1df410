import { useWatch } from 'react-hook-form';
import ui from '../../lib/ui/admin-ui.module.css';
import { CheckField, TextArea, TextField, type ConfigForm } from './config-fields';
import styles from './product-configs.module.css';

/** The type's title, description, lead times and matching-piece naming. */
export function AboutSection({ form }: { form: ConfigForm }) {
  const [trial, matching] = useWatch({ control: form.control, name: ['trial', 'matching'] });
  return (
    <section className={ui.panel} aria-labelledby="config-about">
      <h2 id="config-about">The product</h2>
      <div className={styles.grid}>
        <TextField form={form} name="title" label="Title" hint="As the shop’s menu and pages name the type." />
        <TextArea form={form} name="description" label="Description" />
      </div>
      <div className={styles.subsection}>
        <h3 className={styles.subheading}>Lead time (weeks)</h3>
        <div className={styles.numberGrid}>
          <TextField form={form} name="leadTime.minWeeks" label="Fewest weeks" numeric />
          <TextField form={form} name="leadTime.maxWeeks" label="Most weeks" numeric />
        </div>
      </div>
      <div className={styles.subsection}>
        <CheckField form={form} name="trial" label="A trial piece is offered" />
        {trial ? (
          <div className={styles.numberGrid}>
            <TextField form={form} name="trialLeadTime.minWeeks" label="Trial piece: fewest weeks" numeric />
            <TextField form={form} name="trialLeadTime.maxWeeks" label="Trial piece: most weeks" numeric />
          </div>
        ) : null}
      </div>
      <div className={styles.subsection}>
        <CheckField form={form} name="matching" label="Can be made to match another piece" />
        {matching ? (
          <div className={styles.grid}>
            <TextField form={form} name="matchingItem.prefix" label="Matching piece: words before" hint="Like “Matching”." />
            <TextField form={form} name="matchingItem.suffix" label="Matching piece: words after" hint="Like “trousers”." />
          </div>
        ) : null}
      </div>
    </section>
  );
}
