import {
  MalformedUpstreamAnswer,
  parseDestinations,
  parseLive,
  parseSchedule,
} from './upstream.validation';

const ID = '75ea578a-adc8-4116-a54d-dccb60765ef9';
const record = (extra: Record<string, unknown> = {}) => ({
  id: ID,
  name: 'Ride',
  entityType: 'ATTRACTION',
  lastUpdated: '2026-04-01T12:00:00Z',
  ...extra,
});
const live = (liveData: unknown[]) => ({
  id: ID,
  name: 'Park',
  entityType: 'PARK',
  timezone: 'UTC',
  liveData,
});

describe('upstream answer validation', () => {
  it('accepts unknown fields and null optional values, and drops what it does not use', () => {
    const parsed = parseLive(
      live([
        record({
          status: null,
          queue: { STANDBY: { waitTime: null }, PAID_STANDBY: null },
          forecast: [1, 2],
          parkId: ID,
          showtimes: null,
        }),
      ]),
    );
    expect(parsed.liveData[0]).toEqual(
      expect.objectContaining({
        status: null,
        queue: { STANDBY: { waitTime: null }, PAID_STANDBY: null },
      }),
    );
    expect(parsed.liveData[0]).not.toHaveProperty('forecast');
    expect(parsed.timezone).toBe('UTC');
  });

  it('keeps dining availability, missing sizes and waits as null', () => {
    const parsed = parseLive(
      live([record({ diningAvailability: [{ partySize: 4, waitTime: 30, extra: 1 }, {}] })]),
    );
    expect(parsed.liveData[0].diningAvailability).toEqual([
      { partySize: 4, waitTime: 30 },
      { partySize: null, waitTime: null },
    ]);
  });

  it.each([
    ['a string', 'oops'],
    ['null', null],
    ['an array', []],
    ['liveData not a list', { ...live([]), liveData: 'x' }],
    ['a record without id', live([{ name: 'x', entityType: 'ATTRACTION' }])],
    ['a numeric name', live([record({ name: 5 })])],
    ['a waitTime that is not a number', live([record({ queue: { STANDBY: { waitTime: '10' } } })])],
    ['a queue that is a list', live([record({ queue: [] })])],
    ['a lastUpdated that is not a date', live([record({ lastUpdated: 'yesterday' })])],
    ['showtimes that are not a list', live([record({ showtimes: {} })])],
    ['a dining availability that is not a list', live([record({ diningAvailability: {} })])],
    [
      'a dining wait that is not a number',
      live([record({ diningAvailability: [{ partySize: 2, waitTime: '15' }] })]),
    ],
  ])('rejects a live answer with %s', (_name, body) => {
    expect(() => parseLive(body)).toThrow(MalformedUpstreamAnswer);
  });

  it('checks schedule entries', () => {
    const entry = {
      date: '2026-04-01',
      type: 'OPERATING',
      openingTime: '2026-04-01T09:00:00-04:00',
      closingTime: '2026-04-01T21:00:00-04:00',
    };
    const body = (schedule: unknown[]) => ({ id: ID, name: 'Park', entityType: 'PARK', schedule });
    expect(parseSchedule(body([entry])).schedule).toEqual([{ ...entry, description: undefined }]);
    expect(() => parseSchedule(body([{ ...entry, date: '01/04/2026' }]))).toThrow(
      MalformedUpstreamAnswer,
    );
    expect(() => parseSchedule(body([{ ...entry, openingTime: 'nine' }]))).toThrow(
      MalformedUpstreamAnswer,
    );
    expect(() => parseSchedule(body([{ ...entry, type: undefined }]))).toThrow(
      MalformedUpstreamAnswer,
    );
  });

  it('checks destinations and their parks', () => {
    expect(
      parseDestinations({
        destinations: [{ id: 'd', name: 'Dest', parks: [{ id: 'p', name: 'Park' }] }],
      }),
    ).toEqual({ destinations: [{ id: 'd', name: 'Dest', parks: [{ id: 'p', name: 'Park' }] }] });
    expect(
      parseDestinations({ destinations: [{ id: 'd', name: 'Dest', parks: null }] }).destinations[0]
        .parks,
    ).toEqual([]);
    expect(() => parseDestinations({ destinations: { oops: true } })).toThrow(
      MalformedUpstreamAnswer,
    );
    expect(() =>
      parseDestinations({ destinations: [{ id: 'd', name: 'Dest', parks: [{ id: 1 }] }] }),
    ).toThrow(MalformedUpstreamAnswer);
  });
});
