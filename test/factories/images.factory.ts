import { crc32 } from 'node:zlib';
import sharp from 'sharp';

type Format = 'jpeg' | 'png' | 'webp' | 'gif';

/** A small solid image in the given format, generated in memory. */
export async function image(
  format: Format,
  options: { width?: number; height?: number; color?: string } = {},
): Promise<Buffer> {
  const { width = 64, height = 48, color = '#3366cc' } = options;
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying EXIF (camera, copyright) that the upload must strip. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#aa5500' } })
    .withExif({ IFD0: { Copyright: 'Secret Photographer', Make: 'TestCam' } })
    .jpeg()
    .toBuffer();
}

/** A two-frame animated GIF (or WebP). */
export async function animated(format: 'gif' | 'webp' = 'gif'): Promise<Buffer> {
  const frame = (color: string) =>
    sharp({ create: { width: 40, height: 30, channels: 4, background: color } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .toFormat(format, { delay: [100, 100], loop: 0 })
    .toBuffer();
}

/**
 * A decompression bomb: a tiny PNG whose header claims 20000×20000 pixels (400 megapixels). The
 * header is all a decoder reads before deciding to allocate, so that is what the limit must catch.
 */
export async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await image('png', { width: 1, height: 1 }));
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), ...
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A JPEG stored sideways with EXIF orientation 6 (display rotated 90° clockwise). */
export async function sidewaysJpeg(width = 80, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#228844' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** A byte-for-byte image format check for stored variants: format, size and frame count. */
export async function describeImage(bytes: Buffer) {
  const meta = await sharp(bytes, { animated: true }).metadata();
  // libvips reads AVIF as HEIF with AV1 compression; the file's brand says avif.
  const avif =
    meta.format === 'heif' &&
    meta.compression === 'av1' &&
    bytes.toString('latin1', 4, 12) === 'ftypavif';
  const webp = meta.format === 'webp' && bytes.toString('latin1', 8, 12) === 'WEBP';
  return {
    format: avif ? 'avif' : webp ? 'webp' : meta.format,
    width: meta.width,
    height: meta.pageHeight ?? meta.height,
    pages: meta.pages ?? 1,
  };
}
