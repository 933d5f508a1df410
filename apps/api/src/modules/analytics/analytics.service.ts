import type { AnalyticsBatch, AnalyticsBatchResponse } from '@selvedge/contract';
import type { Clock } from '../../platform/clock.js';
import type { AnalyticsRepository } from './analytics.repository.js';

export function createAnalyticsService({ repository, clock }: { repository: AnalyticsRepository; clock: Clock }) {
  return {
    /** Stores what the browser reported and when it arrived; nothing about the request itself (no IP, no user agent). */
    async record(batch: AnalyticsBatch): Promise<AnalyticsBatchResponse> {
      const receivedAt = clock.now();
      const accepted = await repository.insertMany(
        batch.events.map((event) => ({
          name: event.name,
          path: event.path,
          visitorId: batch.visitorId,
          props: event.props ?? {},
          occurredAt: new Date(event.occurredAt),
          receivedAt,
        })),
      );
      return { accepted };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
