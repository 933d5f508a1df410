import type { LeadTime } from '@selvedge/contract';

/** "3.5–4 weeks" */
export function leadTimeText(leadTime: LeadTime): string {
  return `${leadTime.minWeeks}–${leadTime.maxWeeks} weeks`;
}
