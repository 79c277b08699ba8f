import { detectImageType } from './image-type';

const bytes = (...values: Array<number | string>) =>
  Buffer.concat(
    values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))),
  );

describe('detectImageType', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF')],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
    ['gif', bytes('GIF89a', 1, 0)],
    ['gif', bytes('GIF87a', 1, 0)],
    ['webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ')],
  ])('recognises %s by its first bytes', (type, input) => {
    expect(detectImageType(input)).toBe(type);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['text', Buffer.from('hello, world')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
    ['a TIFF', bytes('II*', 0, 8, 0, 0, 0)],
    ['a JPEG name on other bytes', Buffer.from('photo.jpg')],
  ])('rejects %s', (_name, input) => {
    expect(detectImageType(input)).toBeUndefined();
  });
});
