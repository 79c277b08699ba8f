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
 * A decompression bomb: a few hundred kilobytes of PNG that would decode to 144 megapixels
 * (12000×12000, one flat colour).
 */
export async function pixelBomb(): Promise<Buffer> {
  return sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
