import { ShopSettingsSchema, type ShopSettings } from '@selvedge/contract/admin';
import { useState, type FormEvent } from 'react';
import { failureText } from '../../../lib/api-failure';
import { FormField } from '../../../lib/ui/form-field';
import { dateTimeText, zoneText } from '../../lib/admin-format';
import { staleCurrent } from '../../lib/stale-edit';
import ui from '../../lib/ui/admin-ui.module.css';
import { DoneLine, ProblemLine } from '../../lib/ui/form-messages';
import { SubmitButton } from '../../lib/ui/submit-button';
import { useSaveShopSettings } from './shop-settings-api';
import styles from './system-route.module.css';

/** Every IANA zone this browser knows, the shop's own among them even if the list leaves it out. */
function zonesWith(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'UTC', ...known])].sort((a, b) => a.localeCompare(b));
}

/** The shop's time zone: every date and time of the back office is written in it. */
export function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveShopSettings();
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [version, setVersion] = useState(settings.version);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setProblem(null);
    save.mutate(
      { timeZone, version },
      {
        onSuccess: (saved) => {
          setVersion(saved.version);
          setNotice(`Saved: the back office now writes times in ${zoneText(saved.timeZone)}.`);
        },
        onError: (error) => {
          const current = staleCurrent(error, ShopSettingsSchema);
          if (current) {
            setTimeZone(current.timeZone);
            setVersion(current.version);
          }
          setProblem(
            current ? 'Someone else changed the time zone first: it is shown as it is now. Choose again and save.' : failureText(error),
          );
        },
      },
    );
  };
  return (
    <section className={ui.panel} aria-labelledby="shop-settings-heading">
      <h2 id="shop-settings-heading">Shop time zone</h2>
      <form noValidate onSubmit={submit} className={styles.zoneForm}>
        <FormField
          label="Time zone"
          hint={`Every date and time in the back office is written in it, and the audit log’s days are its days. Now: ${dateTimeText(new Date().toISOString(), '—', timeZone)}, ${zoneText(timeZone)}.`}
          control={(control) => (
            <select className={ui.select} {...control} value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
              {zonesWith(settings.timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          )}
        />
        <SubmitButton pending={save.isPending}>Save the time zone</SubmitButton>
      </form>
      <DoneLine>{notice}</DoneLine>
      <ProblemLine>{problem}</ProblemLine>
    </section>
  );
}
