import { orderStops } from './itineraries.service';

describe('orderStops', () => {
  it('sorts by day and numbers stops within a day in the order sent', () => {
    const ordered = orderStops([
      { day_number: 3, port_id: 'c', arrival_time: '08:00' },
      { day_number: 1, port_id: 'a', departure_time: '17:00' },
      { day_number: 3, port_id: 'd' },
      { day_number: 2, notes: 'At sea' },
    ]);
    expect(ordered).toEqual([
      {
        dayNumber: 1,
        position: 1,
        portId: 'a',
        arrivalTime: null,
        departureTime: '17:00',
        notes: null,
      },
      {
        dayNumber: 2,
        position: 1,
        portId: null,
        arrivalTime: null,
        departureTime: null,
        notes: 'At sea',
      },
      {
        dayNumber: 3,
        position: 1,
        portId: 'c',
        arrivalTime: '08:00',
        departureTime: null,
        notes: null,
      },
      {
        dayNumber: 3,
        position: 2,
        portId: 'd',
        arrivalTime: null,
        departureTime: null,
        notes: null,
      },
    ]);
  });

  it('treats a null port as a day at sea and keeps an empty list empty', () => {
    expect(orderStops([{ day_number: 1, port_id: null }])[0].portId).toBeNull();
    expect(orderStops([])).toEqual([]);
  });
});
