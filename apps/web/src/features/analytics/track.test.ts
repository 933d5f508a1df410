import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics } from './analytics-client';
import { ANALYTICS_LOAD_DELAY_MS, track } from './track';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('track', () => {
  it('keeps events until the client has loaded after the page, then hands them over with their own moment and page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    const recorded = vi.spyOn(analytics, 'track').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/faq');

    track('page_view', undefined, { path: '/' });
    track('shop_link_clicked', { productType: 'shirt' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_LOAD_DELAY_MS - 1);
    expect(recorded).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(recorded).toHaveBeenCalledTimes(2));
    expect(recorded.mock.calls).toEqual([
      ['page_view', undefined, { path: '/', occurredAt: new Date('2026-11-24T09:00:00Z') }],
      ['shop_link_clicked', { productType: 'shirt' }, { path: '/faq', occurredAt: new Date('2026-11-24T09:00:00Z') }],
    ]);

    // Once loaded, an event goes straight to the client.
    vi.setSystemTime(new Date('2026-11-24T09:05:00Z'));
    track('mailing_list_signup');
    expect(recorded).toHaveBeenLastCalledWith('mailing_list_signup', undefined, {
      path: '/faq',
      occurredAt: new Date('2026-11-24T09:05:00Z'),
    });
  });
});
