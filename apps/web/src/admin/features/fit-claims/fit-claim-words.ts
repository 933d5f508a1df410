import { dateText } from '../../lib/admin-format';

/** How the claim pages write days: "12 Mar 2026", in the workroom's calendar. */
export const dayText = (iso: string): string => dateText(iso);
