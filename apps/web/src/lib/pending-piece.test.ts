import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPendingPiece, readPendingPieces, removePendingPiece, type PendingPiece } from './pending-piece';

const piece = (overrides: Partial<PendingPiece> = {}): PendingPiece => ({
  productType: 'shirt',
  design: 'fabric=oxford-blue&collar=cutaway',
  sizing: {
    method: 'standard',
    track: 'standard',
    size: 'M',
    fit: 'Slim',
    sizeName: null,
    measurements: [
      { id: 'chest', fitting_size: 41.5 },
      { id: 'tuck', fitting_size: 'Tucked' },
    ],
  },
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('pieces waiting for the cart', () => {
  it('keep the fit estimate: its answers, whether the size is its own, the warnings confirmed (issue 29)', () => {
    const sizing = {
      ...piece().sizing,
      fitAnswers: { heightCm: 180, weightKg: 80, build: 'average' as const, fitPreference: 'slim' as const },
      estimated: true,
      confirmedWarnings: ['below-other:chest'],
    };
    addPendingPiece(piece({ sizing }));
    expect(readPendingPieces()[0]?.sizing).toEqual(sizing);
  });

  it('leaves out a piece whose estimate answers break the contract (a height of 3 m)', () => {
    const sizing = { ...piece().sizing, fitAnswers: { heightCm: 300, weightKg: 80 } };
    window.localStorage.setItem('pendingPieces', JSON.stringify([piece({ sizing })]));
    expect(readPendingPieces()).toEqual([]);
  });

  it('are kept in order under pendingPieces and can be removed one by one', () => {
    expect(readPendingPieces()).toEqual([]);
    addPendingPiece(piece());
    addPendingPiece(piece({ productType: 'trousers', createdAt: '2026-03-01T10:05:00.000Z' }));
    expect(readPendingPieces().map((entry) => entry.productType)).toEqual(['shirt', 'trousers']);
    expect(JSON.parse(window.localStorage.getItem('pendingPieces') ?? '[]')).toHaveLength(2);

    expect(removePendingPiece('2026-03-01T10:00:00.000Z').map((entry) => entry.productType)).toEqual(['trousers']);
    expect(readPendingPieces()).toHaveLength(1);
  });

  it('two pieces added in the same millisecond keep distinct ids', () => {
    const first = addPendingPiece(piece());
    const second = addPendingPiece(piece());
    expect(first?.createdAt).toBe('2026-03-01T10:00:00.000Z');
    expect(second?.createdAt).toBe('2026-03-01T10:00:00.001Z');
  });

  it('ignores a doctored value: not JSON, not a list, or entries that break the schema', () => {
    window.localStorage.setItem('pendingPieces', '{not json');
    expect(readPendingPieces()).toEqual([]);
    window.localStorage.setItem('pendingPieces', JSON.stringify({ productType: 'shirt' }));
    expect(readPendingPieces()).toEqual([]);
    window.localStorage.setItem(
      'pendingPieces',
      JSON.stringify([
        piece(),
        { ...piece(), productType: 'socks' },
        { ...piece(), sizing: { ...piece().sizing, measurements: [{ id: 'chest', fitting_size: { $gt: 1 } }] } },
        { ...piece(), createdAt: 'yesterday' },
      ]),
    );
    expect(readPendingPieces()).toEqual([piece()]);
  });

  it('answers null, never a false promise, when the browser refuses to keep it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(addPendingPiece(piece())).toBeNull();
    expect(readPendingPieces()).toEqual([]);
  });

  it('refuses a piece that breaks the schema', () => {
    expect(addPendingPiece({ ...piece(), productType: 'socks' as PendingPiece['productType'] })).toBeNull();
    expect(readPendingPieces()).toEqual([]);
  });
});
