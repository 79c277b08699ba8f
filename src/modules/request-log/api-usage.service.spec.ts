import { ListApiUsageQueryDto } from './dto/api-usage.dto';
import { recentWindow } from './api-usage.service';

const query = (fields: Partial<ListApiUsageQueryDto>) =>
  Object.assign(new ListApiUsageQueryDto(), { skip: 0, limit: 20 }, fields);

describe('recentWindow', () => {
  const now = new Date('2026-11-28T10:00:00Z');

  it('narrows a list without a date range to yesterday and today', () => {
    expect(recentWindow(query({ status: 500 }), now)).toMatchObject({
      status: 500,
      date_from: '2026-11-27',
    });
  });

  it('leaves a range that is that narrow already, or ends before it, as it is', () => {
    expect(recentWindow(query({ date_from: '2026-11-27' }), now)).toBeUndefined();
    expect(recentWindow(query({ date_to: '2026-11-20' }), now)).toBeUndefined();
  });

  it('asks the whole range at once for previews, which the newest days seldom fill', () => {
    expect(recentWindow(query({ preview: true }), now)).toBeUndefined();
    expect(recentWindow(query({ preview: false }), now)).toMatchObject({
      date_from: '2026-11-27',
    });
  });
});
