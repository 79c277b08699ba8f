import { MemoryRateLimitStorage } from './rate-limit.storage';

describe('MemoryRateLimitStorage', () => {
  let storage: MemoryRateLimitStorage;
  let now: jest.SpyInstance<number, []>;

  beforeEach(() => {
    storage = new MemoryRateLimitStorage();
    now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await storage.onApplicationShutdown();
  });

  it('counts at once, without a promise, and refuses past the limit until the window ends', () => {
    expect(storage.count('ip:1', 60_000, 2)).toEqual({
      totalHits: 1,
      timeToExpire: 60,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
    storage.count('ip:1', 60_000, 2);
    now.mockReturnValue(1_000_000 + 15_000);
    expect(storage.count('ip:1', 60_000, 2)).toEqual({
      totalHits: 3,
      timeToExpire: 45,
      isBlocked: true,
      timeToBlockExpire: 45,
    });
    expect(storage.count('ip:2', 60_000, 2)).toMatchObject({ totalHits: 1, isBlocked: false });

    now.mockReturnValue(1_000_000 + 60_000);
    expect(storage.count('ip:1', 60_000, 2)).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('answers ThrottlerStorage.increment with the same count, as a promise', async () => {
    await expect(storage.increment('ip:1', 60_000, 1)).resolves.toMatchObject({ totalHits: 1 });
    await expect(storage.increment('ip:1', 60_000, 1)).resolves.toMatchObject({
      totalHits: 2,
      isBlocked: true,
    });
  });
});
