import { isImoNumber, normalizeImoNumber } from './imo-number';

describe('IMO numbers', () => {
  it.each(['9838345', '9383936', '9074729'])('accepts %s (valid check digit)', (imo) => {
    expect(isImoNumber(imo)).toBe(true);
  });

  it.each(['9838346', '983834', '98383450', 'abcdefg', '', 9838345])('refuses %p', (imo) => {
    expect(isImoNumber(imo)).toBe(false);
  });

  it('drops the IMO prefix and surrounding spaces', () => {
    expect(normalizeImoNumber(' IMO 9838345 ')).toBe('9838345');
    expect(normalizeImoNumber('imo9838345')).toBe('9838345');
    expect(normalizeImoNumber('IMO-9838345')).toBe('9838345');
    expect(normalizeImoNumber(42)).toBe(42);
  });
});
