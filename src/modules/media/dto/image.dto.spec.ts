import { ImageDto } from './image.dto';
import { setPublicMediaUrl } from '../media-url';

const variant = (width: number, format: 'webp' | 'avif') => ({
  key: `images/ships/x/hero.${format === 'webp' ? 'aaaa' : 'bbbb'}${width}.${width}w.${format}`,
  format,
  width,
  height: width / 2,
  size: width * 10,
});

describe('ImageDto.of', () => {
  beforeAll(() => setPublicMediaUrl('https://cdn.example.com/media'));

  it('answers the largest WebP as url and intrinsic size, every variant with its public URL', () => {
    const image = ImageDto.of({
      id: 'a1',
      width: 640,
      height: 320,
      altText: 'The ship',
      caption: 'Leaving Miami',
      credit: 'Photo: J. Doe',
      copyright: '© 2024 RCI',
      focalX: 0.25,
      focalY: 0.75,
      placeholder: 'data:image/webp;base64,AAAA',
      dominantColor: '#123456',
      variants: [
        variant(320, 'webp'),
        variant(640, 'webp'),
        variant(320, 'avif'),
        variant(640, 'avif'),
        { ...variant(320, 'webp'), key: 'images/ships/x/hero.cccc320.320w.webp', aspect: '1:1' },
      ],
    });
    expect(image).toEqual({
      id: 'a1',
      url: 'https://cdn.example.com/media/images/ships/x/hero.aaaa640.640w.webp',
      width: 640,
      height: 320,
      alt: 'The ship',
      caption: 'Leaving Miami',
      credit: 'Photo: J. Doe',
      copyright: '© 2024 RCI',
      focal_point: { x: 0.25, y: 0.75 },
      placeholder: 'data:image/webp;base64,AAAA',
      dominant_color: '#123456',
      variants: [
        {
          url: 'https://cdn.example.com/media/images/ships/x/hero.aaaa320.320w.webp',
          width: 320,
          height: 160,
          format: 'webp',
        },
        {
          url: 'https://cdn.example.com/media/images/ships/x/hero.aaaa640.640w.webp',
          width: 640,
          height: 320,
          format: 'webp',
        },
        {
          url: 'https://cdn.example.com/media/images/ships/x/hero.bbbb320.320w.avif',
          width: 320,
          height: 160,
          format: 'avif',
        },
        {
          url: 'https://cdn.example.com/media/images/ships/x/hero.bbbb640.640w.avif',
          width: 640,
          height: 320,
          format: 'avif',
        },
      ],
      crops: [
        {
          url: 'https://cdn.example.com/media/images/ships/x/hero.cccc320.320w.webp',
          width: 320,
          height: 160,
          format: 'webp',
          aspect: '1:1',
        },
      ],
    });
  });

  it('answers null for a record without an image (an empty LEFT JOIN)', () => {
    expect(ImageDto.of(null)).toBeNull();
    expect(ImageDto.of(undefined)).toBeNull();
  });
});
