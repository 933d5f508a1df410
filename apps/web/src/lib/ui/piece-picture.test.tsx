import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PiecePicture, type PictureOfPiece } from './piece-picture';

afterEach(cleanup);

const piece: PictureOfPiece = {
  productType: 'shirt',
  fabric: { title: 'Royal Oxford Sky' },
  attributes: [
    { key: '_category', value: 'piece' },
    { key: 'Collar', value: 'Spread collar' },
    { key: 'Size', value: 'M' },
  ],
  preview: '/api/previews/shirt.webp?fabric=royal-oxford-sky&collar=spread&initials=AL',
  image: { url: '/api/media/med_sky', altText: 'Sky' },
};

describe('a piece’s picture', () => {
  it('is the design drawn in its cloth, named for what it is, whole on a light ground, lazily loaded', () => {
    render(<PiecePicture piece={piece} className="box" size={88} />);
    const img = screen.getByRole('img', { name: 'Spread collar shirt in Royal Oxford Sky' });
    expect(img).toHaveAttribute('src', piece.preview);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '88');
    expect(img.className).toMatch(/^box .*preview/);
    expect(screen.queryByRole('img', { name: /Swatch/ })).toBeNull();
  });

  it('loads at once above the fold', () => {
    render(<PiecePicture piece={piece} className="box" size={88} lazy={false} />);
    expect(screen.getByRole('img')).not.toHaveAttribute('loading');
  });

  it('is the fabric’s swatch when there is no picture of the design, or it cannot be drawn', () => {
    const { unmount } = render(<PiecePicture piece={{ ...piece, preview: undefined }} className="box" size={72} />);
    expect(screen.getByRole('img', { name: 'Swatch of Royal Oxford Sky' })).toHaveAttribute('src', '/api/media/med_sky?size=thumbnail');
    unmount();
    render(<PiecePicture piece={piece} className="box" size={72} />);
    fireEvent.error(screen.getByRole('img', { name: 'Spread collar shirt in Royal Oxford Sky' }));
    expect(screen.getByRole('img', { name: 'Swatch of Royal Oxford Sky' })).toBeInTheDocument();
  });

  it('names a piece without a style choice by what it is', () => {
    render(<PiecePicture piece={{ ...piece, productType: 'polo', attributes: [{ key: 'Size', value: 'M' }] }} className="box" size={72} />);
    expect(screen.getByRole('img', { name: 'Polo shirt in Royal Oxford Sky' })).toBeInTheDocument();
  });

  it('keeps its place with an empty box when there is neither', () => {
    const { container } = render(<PiecePicture piece={{ ...piece, preview: undefined, image: null }} className="box" size={72} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('span.box[aria-hidden="true"]')).not.toBeNull();
  });
});
