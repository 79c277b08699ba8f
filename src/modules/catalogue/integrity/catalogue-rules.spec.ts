import { excursionPlaceError } from './catalogue-rules';

describe('excursionPlaceError', () => {
  const none = { portId: null, themeParkId: null, attractionId: null };

  it.each([
    [{ excursionType: 'shore' as const, ...none, portId: 'p' }],
    [{ excursionType: 'land' as const, ...none, themeParkId: 'tp' }],
    [{ excursionType: 'land' as const, ...none, attractionId: 'a' }],
    [{ excursionType: 'land' as const, ...none, themeParkId: 'tp', attractionId: 'a' }],
  ])('accepts %j', (excursion) => {
    expect(excursionPlaceError(excursion)).toBeUndefined();
  });

  it.each([
    [{ excursionType: 'shore' as const, ...none }, 'port_id', 'is required for a shore excursion'],
    [
      { excursionType: 'shore' as const, ...none, portId: 'p', themeParkId: 'tp' },
      'theme_park_id',
      'must be empty for a shore excursion',
    ],
    [
      { excursionType: 'shore' as const, ...none, portId: 'p', attractionId: 'a' },
      'attraction_id',
      'must be empty for a shore excursion',
    ],
    [
      { excursionType: 'land' as const, ...none, portId: 'p', themeParkId: 'tp' },
      'port_id',
      'must be empty for a land excursion',
    ],
    [
      { excursionType: 'land' as const, ...none },
      'theme_park_id',
      'a land excursion needs theme_park_id or attraction_id',
    ],
  ])('refuses %j naming %s', (excursion, field, message) => {
    expect(excursionPlaceError(excursion)).toEqual({ field, message });
  });
});
