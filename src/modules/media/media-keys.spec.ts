import { createHash } from 'node:crypto';
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
  it('names the image in the library by content type, slug and file name', () => {
    expect(mediaKey(PARTS)).toBe('images/ships/wonder-of-the-seas/hero.webp');
  });

  it('names each variant by the hash of its bytes, its width and format', () => {
    const bytes = Buffer.from('one variant');
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    expect(variantKey(PARTS, bytes, 640, 'avif')).toBe(
      `images/ships/wonder-of-the-seas/hero.${hash}.640w.avif`,
    );
    expect(variantKey(PARTS, Buffer.from('other bytes'), 640, 'avif')).not.toBe(
      variantKey(PARTS, bytes, 640, 'avif'),
    );
    // A file named like a variant cannot collide: upload names have no dots.
    expect(mediaKey({ ...PARTS, filename: 'hero-640w' })).not.toContain('.640w.');
  });
});
