import type { AppointmentSlot, PublicStudio } from '@selvedge/contract';
import { localDate, slotLabel } from '@selvedge/domain';
import { useId, useMemo, useState } from 'react';
import styles from './appointments.module.css';

interface SlotPickerProps {
  studio: PublicStudio;
  slots: readonly AppointmentSlot[];
  /** The slot chosen, by its start, and the fitter chosen (null: whoever is free). */
  value: { start: string | null; fitterId: string | null };
  onChange(value: { start: string | null; fitterId: string | null }): void;
}

/** The day's name on its button: `Tue 1 Dec`, in the studio's clock. */
function dayButtonText(start: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(start);
}

/**
 * The studio's free times: who to see, then a day, then a time. Every day and time is written in the
 * studio's clock, whatever the visitor's own, and says so once.
 */
export function SlotPicker({ studio, slots, value, onChange }: SlotPickerProps) {
  const fitterGroup = useId();
  const offered = useMemo(
    () => slots.filter((slot) => value.fitterId === null || slot.fitterIds.includes(value.fitterId)),
    [slots, value.fitterId],
  );
  const days = useMemo(() => {
    const byDay = new Map<string, AppointmentSlot[]>();
    for (const slot of offered) {
      const day = localDate(new Date(slot.start), studio.timeZone);
      byDay.set(day, [...(byDay.get(day) ?? []), slot]);
    }
    return [...byDay.entries()];
  }, [offered, studio.timeZone]);
  const chosenDay = value.start ? localDate(new Date(value.start), studio.timeZone) : null;
  const [shownDay, setShownDay] = useState<string | null>(null);
  const day = days.find(([date]) => date === (shownDay ?? chosenDay)) ?? days[0];
  // The zone's name at the first slot (a studio without slots names none).
  const zone = slots[0] ? slotLabel(new Date(slots[0].start), studio.timeZone).zone : studio.timeZone;

  return (
    <div className={styles.picker}>
      {studio.fitters.length > 1 ? (
        <fieldset className={styles.fitters}>
          <legend className={styles.legend}>Who would you like to see?</legend>
          {[{ id: null, name: 'Whoever is free' }, ...studio.fitters].map((fitter) => (
            <label key={fitter.id ?? 'anyone'} className={styles.fitter}>
              <input
                type="radio"
                name={fitterGroup}
                checked={value.fitterId === fitter.id}
                onChange={() =>
                  onChange({ start: value.start && offeredBy(slots, value.start, fitter.id) ? value.start : null, fitterId: fitter.id })
                }
              />
              {fitter.name}
            </label>
          ))}
        </fieldset>
      ) : null}

      <p className={styles.zone}>All times are {zone}, the studio’s own clock.</p>

      {days.length === 0 ? (
        <p role="status">There are no free times in the coming weeks. Please write to us and we will find one.</p>
      ) : (
        <>
          <h3 className={styles.step}>Day</h3>
          <ul className={styles.days} aria-label="Days with free times">
            {days.map(([date, daySlots]) => (
              <li key={date}>
                <button type="button" className={styles.day} aria-pressed={day?.[0] === date} onClick={() => setShownDay(date)}>
                  {dayButtonText(new Date(daySlots[0]!.start), studio.timeZone)}
                  <span className={styles.count}>{daySlots.length === 1 ? '1 time' : `${daySlots.length} times`}</span>
                </button>
              </li>
            ))}
          </ul>
          {day ? (
            <>
              <h3 className={styles.step}>Time on {slotLabel(new Date(day[1][0]!.start), studio.timeZone).day}</h3>
              <ul className={styles.times} aria-label={`Free times on ${slotLabel(new Date(day[1][0]!.start), studio.timeZone).day}`}>
                {day[1].map((slot) => (
                  <li key={slot.start}>
                    <button
                      type="button"
                      className={styles.time}
                      aria-pressed={value.start === slot.start}
                      onClick={() => onChange({ start: slot.start, fitterId: value.fitterId })}
                    >
                      {slotLabel(new Date(slot.start), studio.timeZone).time}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

function offeredBy(slots: readonly AppointmentSlot[], start: string, fitterId: string | null): boolean {
  const slot = slots.find((each) => each.start === start);
  return slot !== undefined && (fitterId === null || slot.fitterIds.includes(fitterId));
}
