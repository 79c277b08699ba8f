import { mediaKey, variantKey, variantWidths } from './media-keys';

const WIDTHS = [320, 640, 1024, 1600, 2560];
const PARTS = { content_type: 'ships', slug: 'wonder-of-the-seas', filename: 'hero' };

describe('variantWidths', () => {
  it.each([
    [4000, [320, 640, 1024, 1600, 2560]],
    [2560, [320, 640, 1024, 1600, 2560]],
    [1200, [320, 640, 1024, 1200]],
    [1024, [320, 640, 1024]],
    [320, [320]],
    [64, [64]],
    [1, [1]],
  ])('a source %i px wide gets %j (never enlarged)', (source, expected) => {
    expect(variantWidths(source, WIDTHS)).toEqual(expected);
  });

  it('works with a single configured width', () => {
    expect(variantWidths(3000, [800])).toEqual([800]);
    expect(variantWidths(500, [800])).toEqual([500]);
  });
});

describe('media keys', () => {
  it('keeps the image key of earlier releases for the largest WebP', () => {
    expect(mediaKey(PARTS)).toBe('images/ships/wonder-of-the-seas/hero.webp');
  });

  it('names other variants by version, width and format, apart from any other upload key', () => {
    expect(variantKey(PARTS, 'a1b2c3d4', 640, 'avif')).toBe(
      'images/ships/wonder-of-the-seas/hero.a1b2c3d4.640w.avif',
    );
    // A file named like a variant cannot collide: upload names have no dots.
    expect(mediaKey({ ...PARTS, filename: 'hero-640w' })).not.toContain('.640w.');
  });
});
