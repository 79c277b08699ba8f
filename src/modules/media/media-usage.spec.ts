import { describeUsage, IMAGE_REFERENCES } from './media-usage';

const ref = (table: string, role: string) =>
  IMAGE_REFERENCES.findIndex((r) => r.table === table && r.role === role);

describe('describeUsage', () => {
  it('names each record by what it is, its slug and what the image is to it', () => {
    expect(
      describeUsage([
        { ref: ref('ships', 'main image'), slug: 'icon-of-the-seas' },
        { ref: ref('theme_park_gallery_images', 'gallery'), slug: 'epcot' },
      ]),
    ).toBe("ship 'icon-of-the-seas' (main image), theme park 'epcot' (gallery)");
  });

  it('names at most 20 records, then says there are more', () => {
    const rows = Array.from({ length: 21 }, (_, i) => ({
      ref: ref('guides', 'cover image'),
      slug: `g-${i}`,
    }));
    const text = describeUsage(rows);
    expect(text.split(', ')).toHaveLength(20);
    expect(text).toMatch(/guide 'g-19' \(cover image\) and more$/);
    expect(text).not.toContain("'g-20'");
  });
});
