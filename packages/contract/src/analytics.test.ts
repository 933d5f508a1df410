import { describe, expect, it } from 'vitest';
import { AnalyticsEventNameSchema, AnalyticsVisitorIdSchema } from './analytics.js';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_VISITOR_ID_PATTERN } from './analytics-limits.js';

describe('analytics limits and schemas', () => {
  it.each([
    ['Jq3v-_x9AbCdEfGhIjKlMn', true],
    ['a'.repeat(16), true],
    ['a'.repeat(64), true],
    ['a'.repeat(15), false],
    ['a'.repeat(65), false],
    ['has space in it padded', false],
    ['slash/slash/slash/slash', false],
    ['', false],
  ])('the storefront\'s visitor id check and the server\'s schema agree on "%s"', (id, valid) => {
    expect(ANALYTICS_VISITOR_ID_PATTERN.test(id)).toBe(valid);
    expect(AnalyticsVisitorIdSchema.safeParse(id).success).toBe(valid);
  });

  it('the schema takes every named event and nothing else', () => {
    for (const name of ANALYTICS_EVENT_NAMES) expect(AnalyticsEventNameSchema.safeParse(name).success).toBe(true);
    const refused = AnalyticsEventNameSchema.safeParse('checkout_started');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('page_view');
  });
});
