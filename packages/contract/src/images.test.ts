import { describe, expect, it } from 'vitest';
import { MediaQuerySchema, mediaUrl, thumbnailOf, thumbnailUrl } from './images.js';

describe("a picture's small version", () => {
  it("asks the shop's media route for its thumbnail", () => {
    expect(thumbnailUrl(mediaUrl('upload-0a1b2c'))).toBe('/api/media/upload-0a1b2c?size=thumbnail');
    expect(thumbnailOf({ url: '/api/media/swatch-navy', altText: '', width: 1, height: 1 })).toBe('/api/media/swatch-navy?size=thumbnail');
  });

  it('leaves any other address, one that already asks for a size, and a missing image alone', () => {
    expect(thumbnailUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(thumbnailUrl('/api/media/upload-0a1b2c?size=full')).toBe('/api/media/upload-0a1b2c?size=full');
    expect(thumbnailOf(undefined)).toBeUndefined();
  });

  it('takes only the sizes the route serves', () => {
    expect(MediaQuerySchema.parse({ size: 'thumbnail' })).toEqual({ size: 'thumbnail' });
    expect(MediaQuerySchema.parse({})).toEqual({});
    expect(MediaQuerySchema.safeParse({ size: 'original' }).error?.issues[0]?.message).toBe('size must be full or thumbnail');
  });
});
