import { isStale, shapeParkLive, shapeSchedule, STALE_AFTER_MS } from './live-data.shaping';
import type { UpstreamLiveRecord } from './upstream.types';

const NOW = Date.parse('2026-04-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('live-data shaping', () => {
  describe('isStale', () => {
    it('marks OPERATING records last updated over 30 minutes ago, or never', () => {
      expect(isStale({ status: 'OPERATING', lastUpdated: ago(STALE_AFTER_MS + 1) }, NOW)).toBe(
        true,
      );
      expect(isStale({ status: 'OPERATING', lastUpdated: ago(STALE_AFTER_MS) }, NOW)).toBe(false);
      expect(isStale({ status: 'OPERATING', lastUpdated: null }, NOW)).toBe(true);
      expect(isStale({ status: 'OPERATING', lastUpdated: ago(-60_000) }, NOW)).toBe(false);
    });

    it('never marks records that do not claim OPERATING', () => {
      for (const status of ['DOWN', 'CLOSED', 'REFURBISHMENT', null])
        expect(isStale({ status, lastUpdated: ago(90 * 24 * 3600_000) }, NOW)).toBe(false);
    });
  });

  it('answers attractions, shows and restaurants apart, by name, and the park hours', () => {
    const hours = [{ type: 'Operating', startTime: ago(0), endTime: ago(-3600_000) }];
    const records: UpstreamLiveRecord[] = [
      {
        id: 'b',
        name: 'Zephyr',
        entityType: 'ATTRACTION',
        status: 'OPERATING',
        lastUpdated: ago(0),
      },
      { id: 'P', name: 'Park', entityType: 'PARK', status: 'OPERATING', operatingHours: hours },
      { id: 'h', name: 'Hotel', entityType: 'HOTEL', status: 'OPERATING' },
      { id: 's', name: 'Parade', entityType: 'SHOW', status: 'OPERATING', showtimes: hours },
      {
        id: 'r',
        name: 'Diner',
        entityType: 'RESTAURANT',
        status: 'OPERATING',
        diningAvailability: [{ partySize: 2, waitTime: 15 }],
      },
      { id: 'a', name: 'Alpha', entityType: 'ATTRACTION', operatingHours: [{ type: 'Operating' }] },
    ];
    const base = { queue: {}, stale: false };
    expect(shapeParkLive('p', records, NOW)).toEqual({
      liveData: [
        {
          ...base,
          id: 'a',
          name: 'Alpha',
          entityType: 'ATTRACTION',
          status: null,
          lastUpdated: null,
          operatingHours: [{ type: 'Operating' }],
        },
        {
          ...base,
          id: 'b',
          name: 'Zephyr',
          entityType: 'ATTRACTION',
          status: 'OPERATING',
          lastUpdated: ago(0),
        },
      ],
      shows: [
        {
          ...base,
          id: 's',
          name: 'Parade',
          entityType: 'SHOW',
          status: 'OPERATING',
          lastUpdated: null,
          stale: true,
          showtimes: hours,
        },
      ],
      restaurants: [
        {
          ...base,
          id: 'r',
          name: 'Diner',
          entityType: 'RESTAURANT',
          status: 'OPERATING',
          lastUpdated: null,
          stale: true,
          diningAvailability: [{ partySize: 2, waitTime: 15 }],
        },
      ],
      operatingHours: hours,
    });
  });

  it('answers no park hours when the park has no record of its own', () => {
    expect(shapeParkLive('p', [], NOW)).toEqual({
      liveData: [],
      shows: [],
      restaurants: [],
      operatingHours: [],
    });
  });

  it('answers a status outside the documented enum as null', () => {
    const [record] = shapeParkLive(
      'p',
      [{ id: 'a', name: 'A', entityType: 'ATTRACTION', status: 'BROKEN' }],
      NOW,
    ).liveData;
    expect(record.status).toBeNull();
  });

  it('orders schedule entries by date, then opening time, and keeps descriptions', () => {
    const entry = (
      date: string,
      open: string,
      type = 'OPERATING',
      description?: string | null,
    ) => ({
      date,
      type,
      openingTime: `${date}T${open}:00+01:00`,
      closingTime: `${date}T22:00:00+01:00`,
      description,
    });
    expect(
      shapeSchedule([
        entry('2026-04-02', '09:00'),
        entry('2026-04-01', '09:00', 'OPERATING', null),
        entry('2026-04-01', '08:00', 'EXTRA_HOURS', 'Early Entry'),
      ]).map((e) => [e.date, e.type, e.description]),
    ).toEqual([
      ['2026-04-01', 'EXTRA_HOURS', 'Early Entry'],
      ['2026-04-01', 'OPERATING', undefined],
      ['2026-04-02', 'OPERATING', undefined],
    ]);
  });
});
