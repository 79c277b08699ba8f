import { visibilityChange } from './scheduled-publishing.service';
import { UTC_INSTANT_PATTERN } from './dto/schedule.dto';

describe('visibilityChange', () => {
  const at = new Date('2027-03-01T09:00:00Z');

  it('sets and clears is_active for most resources', () => {
    expect(visibilityChange('ship', 'publish', at)).toEqual({ is_active: true });
    expect(visibilityChange('theme_park', 'unpublish', at)).toEqual({ is_active: false });
  });

  it('uses is_published for videos, status and published_at for guides', () => {
    expect(visibilityChange('video', 'unpublish', at)).toEqual({ is_published: false });
    expect(visibilityChange('guide', 'publish', at)).toEqual({
      status: 'published',
      published_at: '2027-03-01T09:00:00.000Z',
    });
    expect(visibilityChange('guide', 'unpublish', at)).toEqual({ status: 'draft' });
  });

  it('has nothing for categories, which have no visibility', () => {
    expect(visibilityChange('category', 'publish', at)).toBeUndefined();
  });
});

describe('UTC_INSTANT_PATTERN', () => {
  it.each(['2027-03-01T09:00Z', '2027-03-01T09:00:00Z', '2027-03-01T09:00:00.123Z'])(
    'accepts %s',
    (value) => expect(UTC_INSTANT_PATTERN.test(value)).toBe(true),
  );
  it.each(['2027-03-01T09:00:00+02:00', '2027-03-01 09:00:00Z', '2027-03-01', 'tomorrow'])(
    'refuses %s',
    (value) => expect(UTC_INSTANT_PATTERN.test(value)).toBe(false),
  );
});
