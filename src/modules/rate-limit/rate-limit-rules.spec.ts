import { normalisePath, rateRuleFor } from './rate-limit-rules';

const limits = { publicPerMinute: 120, leadsPerMinute: 5 };
const client = { id: 'c1', name: 'Partner', rateLimitPerMinute: 1200 };

describe('rate-limit rules', () => {
  it('normalises paths the way Express matches them', () => {
    expect(normalisePath('/API/V1/Ships/?limit=5')).toBe('/api/v1/ships');
    expect(normalisePath('/api/leads//')).toBe('/api/leads');
    expect(normalisePath('/')).toBe('/');
  });

  it('limits every public route per IP with one shared budget', () => {
    expect(rateRuleFor('public', '1.2.3.4', undefined, limits)).toEqual({
      kind: 'public',
      tracker: 'ip:1.2.3.4',
      limit: 120,
    });
  });

  it('limits keyed requests per client instead of per IP', () => {
    expect(rateRuleFor('public', '1.2.3.4', client, limits)).toEqual({
      kind: 'client',
      tracker: 'client:c1',
      limit: 1200,
    });
  });

  it('keeps the per-IP lead limit, with or without a key', () => {
    const expected = { kind: 'leads', tracker: 'leads:9.9.9.9', limit: 5 };
    expect(rateRuleFor('leads', '9.9.9.9', undefined, limits)).toEqual(expected);
    expect(rateRuleFor('leads', '9.9.9.9', client, limits)).toEqual(expected);
  });
});
