import { auditChanges, isSensitiveKey, REDACTED, redact } from './audit-redaction';

describe('redact', () => {
  it.each([
    'password',
    'new_password',
    'current_password',
    'PASSWORD',
    'client_secret',
    'refresh_token',
    'api_key',
    'apiKey',
    'raw_key',
    'key_hash',
    'value',
    'Value',
    'new_value',
    'ciphertext',
    'code',
    'recovery_code',
    'recovery_codes',
    'challenge_token',
    'otpauth_uri',
  ])('treats %s as sensitive', (key) => {
    expect(isSensitiveKey(key)).toBe(true);
  });

  it.each([
    'name',
    'key_name',
    'values',
    'full_name',
    'email',
    'key_prefix',
    'notes',
    'country_code',
  ])('keeps %s', (key) => {
    expect(isSensitiveKey(key)).toBe(false);
  });

  it('replaces sensitive values at every depth, inside arrays too', () => {
    expect(
      redact({
        email: 'a@example.com',
        password: 'hunter22-secret',
        nested: { client_secret: { deep: 'x' }, list: [{ token: 't', keep: 1 }] },
        value: 42,
      }),
    ).toEqual({
      email: 'a@example.com',
      password: REDACTED,
      nested: { client_secret: REDACTED, list: [{ token: REDACTED, keep: 1 }] },
      value: REDACTED,
    });
  });

  it('does not change its input', () => {
    const body = { password: 'p', name: 'n' };
    redact(body);
    expect(body).toEqual({ password: 'p', name: 'n' });
  });

  it('makes strings storable in jsonb: NUL and unpaired surrogates become U+FFFD', () => {
    expect(redact({ 'a\u0000b': 'x\u0000y', s: 'lone \ud800 end', ok: '😀' })).toEqual({
      'a\uFFFDb': 'x\uFFFDy',
      s: 'lone \uFFFD end',
      ok: '😀',
    });
  });

  it('cuts off absurdly deep structures', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 50; i += 1) deep = { next: deep };
    expect(JSON.stringify(redact(deep))).toContain('[TRUNCATED]');
  });
});

describe('auditChanges', () => {
  it('is null for no body or an empty one', () => {
    expect(auditChanges(undefined)).toBeNull();
    expect(auditChanges(null)).toBeNull();
    expect(auditChanges({})).toBeNull();
  });

  it('is null for a body that is not an object, which no studio write takes', () => {
    expect(auditChanges([{ name: 'x' }, 1])).toBeNull();
    expect(auditChanges('text')).toBeNull();
    expect(auditChanges(42)).toBeNull();
  });

  it('is the redacted body otherwise', () => {
    expect(auditChanges({ new_value: 's3cr3t', note: 'n' })).toEqual({
      new_value: REDACTED,
      note: 'n',
    });
  });
});
