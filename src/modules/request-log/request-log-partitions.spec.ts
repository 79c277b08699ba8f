import { expiredPartitions, partitionName } from './request-log-partitions.service';

describe('request-log partitions', () => {
  it('are named after their UTC day', () => {
    expect(partitionName('2026-03-09')).toBe('api_request_logs_20260309');
  });

  it('expire once the whole day is older than the retention', () => {
    const names = [
      'api_request_logs_20260101',
      'api_request_logs_20260110',
      'api_request_logs_20260111',
      'api_request_logs_20260120',
      'api_request_logs_default',
      'something_else_20200101',
    ];
    // Ten days kept, today included: 2026-01-11 .. 2026-01-20.
    expect(expiredPartitions(names, '2026-01-20', 10)).toEqual([
      'api_request_logs_20260101',
      'api_request_logs_20260110',
    ]);
    expect(expiredPartitions(names, '2026-01-20', 1)).toEqual([
      'api_request_logs_20260101',
      'api_request_logs_20260110',
      'api_request_logs_20260111',
    ]);
  });
});
