import { z } from 'zod';
import { requestBody, requestPart } from './request-body.js';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_PATH_MAX,
  ANALYTICS_PROP_KEY_MAX,
  ANALYTICS_PROP_TEXT_MAX,
  ANALYTICS_PROPS_MAX,
  ANALYTICS_VISITOR_ID_PATTERN,
} from './analytics-limits.js';

export const AnalyticsEventNameSchema = z.enum(ANALYTICS_EVENT_NAMES, {
  error: () => `must be one of: ${ANALYTICS_EVENT_NAMES.join(', ')}`,
});

/** A random id the browser makes and keeps; it carries no personal data. */
export const AnalyticsVisitorIdSchema = z
  .string({ error: 'must be text' })
  .regex(ANALYTICS_VISITOR_ID_PATTERN, 'must be 16 to 64 letters, digits, "-" or "_"');

export const AnalyticsPropsSchema = z
  .record(
    z
      .string()
      .min(1, 'a prop name cannot be empty')
      .max(ANALYTICS_PROP_KEY_MAX, `a prop name can be at most ${ANALYTICS_PROP_KEY_MAX} characters`),
    z.union(
      [z.string().max(ANALYTICS_PROP_TEXT_MAX, `a prop can be at most ${ANALYTICS_PROP_TEXT_MAX} characters`), z.number(), z.boolean()],
      {
        error: 'each prop must be text, a number or true/false',
      },
    ),
    { error: 'must be an object' },
  )
  .refine((props) => Object.keys(props).length <= ANALYTICS_PROPS_MAX, `can hold at most ${ANALYTICS_PROPS_MAX} props`);
export type AnalyticsProps = z.infer<typeof AnalyticsPropsSchema>;

export const AnalyticsEventSchema = requestPart({
  name: AnalyticsEventNameSchema,
  path: z
    .string({ error: 'must be text' })
    .startsWith('/', 'must start with "/"')
    .max(ANALYTICS_PATH_MAX, `can be at most ${ANALYTICS_PATH_MAX} characters`),
  /** When it happened in the browser, ISO 8601. */
  occurredAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' }),
  props: AnalyticsPropsSchema.optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** POST /analytics/events: a plain JSON body (requests are never encrypted). */
export const AnalyticsBatchSchema = requestBody(
  {
    visitorId: AnalyticsVisitorIdSchema,
    events: z
      .array(AnalyticsEventSchema, { error: 'must be a list of events' })
      .min(1, 'must hold at least one event')
      .max(ANALYTICS_BATCH_MAX, `can hold at most ${ANALYTICS_BATCH_MAX} events`),
  },
  'The batch must be a JSON object with visitorId and events.',
);
export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;

export const AnalyticsBatchResponseSchema = z.object({
  accepted: z.number().int().nonnegative(),
});
export type AnalyticsBatchResponse = z.infer<typeof AnalyticsBatchResponseSchema>;
