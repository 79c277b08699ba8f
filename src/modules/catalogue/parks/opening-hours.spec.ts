import { isOpeningHours, normaliseOpeningHours } from './opening-hours';
import { slugify } from '../shared/slugify';

describe('opening hours', () => {
  it('accepts weekdays with HH:MM intervals, past midnight included, and closed days', () => {
    expect(
      isOpeningHours({
        monday: [{ opens: '11:00', closes: '22:00' }],
        friday: [{ opens: '18:00', closes: '01:00' }],
        sunday: [],
      }),
    ).toBe(true);
  });

  it.each([
    [null],
    [[]],
    ['09:00-17:00'],
    [{ someday: [] }],
    [{ monday: { opens: '09:00', closes: '17:00' } }],
    [{ monday: [{ opens: '9:00', closes: '17:00' }] }],
    [{ monday: [{ opens: '09:00', closes: '09:00' }] }],
    [{ monday: [{ opens: '09:00', closes: '17:00', note: 'x' }] }],
    [{ monday: Array(5).fill({ opens: '09:00', closes: '10:00' }) }],
  ])('refuses %j', (value) => {
    expect(isOpeningHours(value)).toBe(false);
  });

  it('orders days and intervals', () => {
    expect(
      Object.keys(
        normaliseOpeningHours({
          sunday: [],
          monday: [
            { opens: '17:00', closes: '22:00' },
            { opens: '11:00', closes: '14:00' },
          ],
        }),
      ),
    ).toEqual(['monday', 'sunday']);
    expect(
      normaliseOpeningHours({
        monday: [
          { opens: '17:00', closes: '22:00' },
          { opens: '11:00', closes: '14:00' },
        ],
      }).monday?.[0].opens,
    ).toBe('11:00');
  });
});

describe('slugify', () => {
  it('makes company names comparable with their slugs', () => {
    expect(slugify('The Walt Disney Company')).toBe('the-walt-disney-company');
    expect(slugify('Universal Destinations & Experiences')).toBe(
      'universal-destinations-and-experiences',
    );
    expect(slugify('  Parques Reunidos — España ')).toBe('parques-reunidos-espana');
    expect(slugify('universal-destinations-and-experiences')).toBe(
      'universal-destinations-and-experiences',
    );
  });
});
