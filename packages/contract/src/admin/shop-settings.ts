import { z } from 'zod';

/**
 * The shop's own settings the owner edits on the System page: the time zone every date and time of
 * the back office is written in (and the audit log's days are counted in).
 */

/** Where the shop is, unless the owner says otherwise. */
export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Singapore';

/** An IANA time zone this runtime knows ("Asia/Singapore", "Europe/London", "UTC"), not an offset or an abbreviation. */
export function isTimeZone(zone: string): boolean {
  if (!/^(UTC|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const SHOP_SETTINGS_MESSAGES = {
  stale: 'Someone else changed the shop settings first. Reload them and make your change again.',
} as const;

export const ShopSettingsSchema = z.object({
  /** An IANA time zone: the back office's dates and times are written in it. */
  timeZone: z.string(),
  /** Every change adds one; an edit names the version it saw. */
  version: z.number().int(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

export const ShopSettingsUpdateSchema = z.strictObject({
  timeZone: z
    .string({ error: 'timeZone: a time zone like Asia/Singapore' })
    .trim()
    .max(64, 'timeZone: at most 64 characters')
    .refine(isTimeZone, 'timeZone: is not a time zone; name one like Asia/Singapore or Europe/London'),
  version: z.number({ error: 'version: the version of the settings you edited' }).int().min(0),
});
export type ShopSettingsUpdate = z.infer<typeof ShopSettingsUpdateSchema>;
