import { ValidationFailedError } from '../errors';
import { ParseSlugPipe } from './parse-slug.pipe';
import { ParseUuidPipe } from './parse-uuid.pipe';

describe('path parameter pipes', () => {
  describe('ParseUuidPipe', () => {
    const pipe = new ParseUuidPipe('ship_id');

    it('passes a UUID through, lower-cased', () => {
      expect(pipe.transform('1F0E6A4C-5B7D-4E8F-9A0B-1C2D3E4F5A6B')).toBe(
        '1f0e6a4c-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
      );
    });

    it.each(['abc', '123', '', '1f0e6a4c-5b7d-4e8f-9a0b-1c2d3e4f5a6', "1' OR '1'='1"])(
      'rejects %j with a 400 naming the parameter',
      (value) => {
        expect(() => pipe.transform(value)).toThrow(ValidationFailedError);
        try {
          pipe.transform(value);
        } catch (error) {
          expect((error as ValidationFailedError).errors).toEqual([
            { field: 'ship_id', message: 'must be a UUID' },
          ]);
        }
      },
    );
  });

  describe('ParseSlugPipe', () => {
    const pipe = new ParseSlugPipe();

    it.each(['wonder-of-the-seas', 'epcot', 'deck-16'])('accepts %j', (value) => {
      expect(pipe.transform(value)).toBe(value);
    });

    it.each([
      ['Wonder-of-the-Seas', 'wonder-of-the-seas'],
      ['EPCOT', 'epcot'],
    ])('lower-cases %j to %j (an upper-case slug finds the record)', (value, slug) => {
      expect(pipe.transform(value)).toBe(slug);
    });

    it.each(['a--b', '-a', 'a-', 'a_b', '../etc', 'a b', 'x'.repeat(201)])(
      'rejects %j with a 400',
      (value) => {
        expect(() => pipe.transform(value)).toThrow(ValidationFailedError);
      },
    );
  });
});
