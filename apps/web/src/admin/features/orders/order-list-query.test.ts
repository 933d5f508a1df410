import { describe, expect, it } from 'vitest';
import { changed, listParams, searchOf, viewOf } from './order-list-query';

describe('the orders list and its address', () => {
  it('reads filters, search, sort and page from the address, and writes back only what differs from the defaults', () => {
    const view = viewOf(new URLSearchParams('stage=cutting&type=shirt&due=overdue&trial=true&preorder=false&q=grace&sort=-total&page=3'));
    expect(view).toEqual({
      stage: 'cutting',
      type: 'shirt',
      due: 'overdue',
      trial: 'true',
      preorder: 'false',
      q: 'grace',
      sort: '-total',
      page: 3,
    });
    expect(searchOf(view).toString()).toBe('stage=cutting&type=shirt&due=overdue&trial=true&preorder=false&q=grace&sort=-total&page=3');
    expect(listParams(view)).toMatchObject({ pageSize: 25, sort: '-total', page: 3 });
    expect(searchOf(viewOf(new URLSearchParams())).toString()).toBe('');
  });

  it('leaves out what the server would refuse, rather than sending it', () => {
    const view = viewOf(new URLSearchParams(`stage=lost&type=kilt&due=yesterday&trial=maybe&sort=price&page=-2&q=${'x'.repeat(120)}`));
    expect(view).toMatchObject({ stage: '', type: '', due: '', trial: '', sort: 'due', page: 1 });
    expect(view.q).toHaveLength(100);
    expect(viewOf(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(listParams(viewOf(new URLSearchParams('q=%20%20')))).not.toHaveProperty('q');
  });

  it('goes back to the first page when a filter, the search or the sort changes, and keeps the rest', () => {
    const view = viewOf(new URLSearchParams('stage=sewing&q=ada&page=4'));
    expect(changed(view, { type: 'polo' })).toMatchObject({ stage: 'sewing', q: 'ada', type: 'polo', page: 1 });
    expect(changed(view, { sort: '-created' }).page).toBe(1);
    expect(changed(view, { page: 5 })).toMatchObject({ stage: 'sewing', q: 'ada', page: 5 });
  });
});
