import { Webhook } from 'standardwebhooks';
import { generateSigningSecret, signatureHeader, signingKey } from './signature';

describe('Standard Webhooks signatures', () => {
  it('generates whsec_ secrets of 32 random bytes', () => {
    const secret = generateSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(signingKey(secret)).toHaveLength(32);
    expect(generateSigningSecret()).not.toBe(secret);
  });

  it('signs id.timestamp.body as the reference library verifies it', () => {
    const secret = generateSigningSecret();
    const body = JSON.stringify({
      type: 'ship.updated',
      timestamp: '2026-11-24T10:00:00.000Z',
      data: { é: '✓' },
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': 'f2b3c0de-1111-4222-8333-944445555666',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(
        [secret],
        'f2b3c0de-1111-4222-8333-944445555666',
        timestamp,
        body,
      ),
    };
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(headers['webhook-signature']).toBe(
      new Webhook(secret).sign(headers['webhook-id'], new Date(timestamp * 1000), body),
    );
  });

  it('carries one signature per secret, each verifiable on its own', () => {
    const [current, previous] = [generateSigningSecret(), generateSigningSecret()];
    const timestamp = Math.floor(Date.now() / 1000);
    const header = signatureHeader([current, previous], 'msg', timestamp, '{}');
    expect(header.split(' ')).toHaveLength(2);
    const headers = {
      'webhook-id': 'msg',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': header,
    };
    expect(new Webhook(current).verify('{}', headers)).toEqual({});
    expect(new Webhook(previous).verify('{}', headers)).toEqual({});
    expect(() => new Webhook(generateSigningSecret()).verify('{}', headers)).toThrow();
  });
});
