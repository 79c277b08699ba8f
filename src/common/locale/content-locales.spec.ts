import { ContentLocales, parseAcceptLanguage, parseLocaleList } from './content-locales';
import { translatedText } from './translations';

describe('parseAcceptLanguage', () => {
  it('orders ranges by quality, keeping the header order among equals', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-CH, en;q=0.5, *;q=0.1')).toEqual([
      'de-CH',
      'fr',
      'en',
      '*',
    ]);
  });

  it('leaves out q=0 and malformed entries instead of failing', () => {
    expect(parseAcceptLanguage('de;q=0, fr;q=abc, es;q=1.5, ;;, it;q=0.3, @@')).toEqual(['it']);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('weighs at most the first 32 entries of a long header', () => {
    const header = `${Array.from({ length: 40 }, () => 'xx').join(',')},de`;
    expect(parseAcceptLanguage(header)).toHaveLength(32);
  });
});

describe('ContentLocales', () => {
  const locales = new ContentLocales(['en', 'de', 'de-CH', 'pt-BR', 'ja']);

  it('falls back from a regional locale to its language, then to the default', () => {
    expect(locales.requested('de-CH')).toEqual({ served: 'de-CH', fallbacks: ['de-CH', 'de'] });
    expect(locales.requested('de-AT')).toEqual({ served: 'de', fallbacks: ['de'] });
    expect(locales.requested('PT-br')).toEqual({ served: 'pt-BR', fallbacks: ['pt-BR'] });
    expect(locales.requested('en-GB')).toEqual({ served: 'en', fallbacks: [] });
  });

  it('refuses a ?locale= nothing of which is supported, naming the supported ones', () => {
    expect(() => locales.requested('fr')).toThrow(/en, de, de-CH, pt-BR, ja/);
    expect(() => locales.requested('x'.repeat(40))).toThrow(/supported locales/);
  });

  it('negotiates Accept-Language: the first supported range wins, * and nothing mean the default', () => {
    expect(locales.negotiate('fr, ja;q=0.8, de;q=0.9').served).toBe('de');
    expect(locales.negotiate('de-CH;q=0.9, en;q=0.5').served).toBe('de-CH');
    expect(locales.negotiate('fr, *;q=0.5, de;q=0.1').served).toBe('en');
    expect(locales.negotiate('fr, es').served).toBe('en');
    expect(locales.negotiate(undefined).served).toBe('en');
    expect(locales.negotiate('garbage;;;').served).toBe('en');
  });

  it('knows which locales translations are kept for', () => {
    expect(locales.isTranslation('DE')).toBe(true);
    expect(locales.isTranslation('en')).toBe(false);
    expect(locales.isTranslation('fr')).toBe(false);
    expect(locales.supportedTag('pt-br')).toBe('pt-BR');
  });
});

describe('parseLocaleList', () => {
  it('reads CONTENT_LOCALES into canonical tags, the default first', () => {
    expect(parseLocaleList('en, de ,pt-br,zh-hant-tw')).toEqual([
      'en',
      'de',
      'pt-BR',
      'zh-Hant-TW',
    ]);
  });

  it('names what is wrong with a bad list', () => {
    expect(parseLocaleList('en,,de')).toMatch(/is not a BCP 47/);
    expect(parseLocaleList('en,de,DE')).toMatch(/listed twice/);
    expect(parseLocaleList('en,d e')).toMatch(/'d e' is not/);
  });
});

describe('translatedText', () => {
  it('reads the column itself in the default locale, else the first translation there is', () => {
    expect(translatedText('t', 'name', 'name', [])).toBe('t.name');
    expect(translatedText('t', 'title', 'title', ['de-CH', 'de'])).toBe(
      "COALESCE(NULLIF(t.translations #>> '{de-CH,title}', ''), NULLIF(t.translations #>> '{de,title}', ''), t.title)",
    );
  });
});
