import {
  ErrorCode,
  ANALYTICS_VISITOR_DAILY_BYTES,
  ANALYTICS_ADDRESS_DAILY_BYTES,
  type AnalyticsBatch,
  type AnalyticsBatchResponse,
} from '@selvedge/contract';
import type { Clock } from '../../platform/clock.js';
import { HttpError } from '../../platform/errors.js';
import type { AnalyticsRepository } from './analytics.repository.js';

const quotaFull = () =>
  new HttpError(429, ErrorCode.quota_exceeded, 'This browser has sent all the analytics it can for today.', { 'retry-after': '3600' });

export function createAnalyticsService({ repository, clock }: { repository: AnalyticsRepository; clock: Clock }) {
  return {
    /**
     * Stores what the browser reported and when it arrived; nothing about the request itself (no IP,
     * no user agent). The client address only names a daily quota, with the visitor's own: together
     * they cap what one browser, or one address making up visitors, can store in a day.
     */
    async record(batch: AnalyticsBatch, clientAddress: string): Promise<AnalyticsBatchResponse> {
      const receivedAt = clock.now();
      const rows = batch.events.map((event) => ({
        name: event.name,
        path: event.path,
        visitorId: batch.visitorId,
        props: event.props ?? {},
        occurredAt: new Date(event.occurredAt),
        receivedAt,
      }));
      const bytes = Buffer.byteLength(JSON.stringify(batch.events));
      const day = receivedAt.toISOString().slice(0, 10);
      const accepted = await repository.insertWithinQuotas(
        rows,
        [
          { key: `analytics-visitor:${batch.visitorId}`, day, cap: ANALYTICS_VISITOR_DAILY_BYTES },
          { key: `analytics-address:${clientAddress}`, day, cap: ANALYTICS_ADDRESS_DAILY_BYTES },
        ],
        bytes,
      );
      if (accepted === null) throw quotaFull();
      return { accepted };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
