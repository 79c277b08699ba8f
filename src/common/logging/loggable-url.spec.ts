import { loggableUrl } from './loggable-url';

describe('loggableUrl', () => {
  it('leaves the OIDC callback query (its authorization code) out, in any spelling', () => {
    expect(loggableUrl('/studio/auth/oidc/callback?code=secret&state=s')).toBe(
      '/studio/auth/oidc/callback?[redacted]',
    );
    expect(loggableUrl('/STUDIO/Auth/oidc/callback/?code=secret')).toBe(
      '/STUDIO/Auth/oidc/callback/?[redacted]',
    );
  });

  it('keeps every other URL as it is', () => {
    expect(loggableUrl('/api/v1/ships?limit=5')).toBe('/api/v1/ships?limit=5');
    expect(loggableUrl('/studio/auth/oidc/callback')).toBe('/studio/auth/oidc/callback');
  });
});
