import { ValidationPipe } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMinSize, IsInt, IsString, Min, ValidateNested } from 'class-validator';
import { ValidationFailedError } from '../errors';
import { createValidationPipe } from './validation-pipe';

class Stop {
  @IsInt()
  @Min(1)
  day!: number;

  @IsString()
  port!: string;
}

class Itinerary {
  @IsString()
  name!: string;

  @ValidateNested({ each: true })
  @Type(() => Stop)
  @ArrayMinSize(1)
  stops!: Stop[];
}

describe('the global ValidationPipe', () => {
  const pipe = createValidationPipe();
  const run = (value: unknown) => pipe.transform(value, { type: 'body', metatype: Itinerary });

  it('names every failing field with a path, one message each', async () => {
    const error = (await run({
      stops: [{ day: 0, port: 'Nassau' }, { day: 2 }],
      extra: true,
    }).catch((e: unknown) => e)) as ValidationFailedError;
    expect(error).toBeInstanceOf(ValidationFailedError);
    expect(error.errors).toEqual([
      { field: 'extra', message: 'is not an accepted field' },
      { field: 'name', message: 'is required' },
      { field: 'stops[0].day', message: 'must not be less than 1' },
      { field: 'stops[1].port', message: 'is required' },
    ]);
  });

  it('passes a valid body through as an instance', async () => {
    const value = await run({ name: 'Caribbean', stops: [{ day: 1, port: 'Nassau' }] });
    expect(value).toBeInstanceOf(Itinerary);
  });
});

class TagQuery {
  @IsInt()
  @Min(1)
  @Type(() => Number)
  limit!: number;

  @IsString({ each: true })
  tag: string[] = [];
}

describe('the global ValidationPipe on query strings', () => {
  const query = (pipe: ValidationPipe, value: Record<string, unknown>) =>
    pipe.transform(value, { type: 'query', metatype: TagQuery });
  const validated = () => jest.spyOn(ValidationPipe.prototype, 'transform');

  afterEach(() => jest.restoreAllMocks());

  it('validates a query string once and hands out copies a handler may change', async () => {
    const pipe = createValidationPipe();
    const validations = validated();
    const first = (await query(pipe, { limit: '5', tag: ['a'] })) as TagQuery;
    first.tag.push('changed');
    first.limit = 99;
    const second = (await query(pipe, { limit: '5', tag: ['a'] })) as TagQuery;

    expect(validations).toHaveBeenCalledTimes(1);
    expect(second).toBeInstanceOf(TagQuery);
    expect(second).toEqual({ limit: 5, tag: ['a'] });
    expect(second).not.toBe(first);
  });

  it('answers at once, without a promise, a remembered query and a value it does not validate', async () => {
    const pipe = createValidationPipe();
    await query(pipe, { limit: '5' });
    const remembered: unknown = query(pipe, { limit: '5' });
    expect(remembered).not.toBeInstanceOf(Promise);
    expect(remembered).toBeInstanceOf(TagQuery);
    expect(remembered).toEqual({ limit: 5, tag: [] });
    const slug: unknown = pipe.transform('line-1', {
      type: 'param',
      metatype: String,
      data: 'slug',
    });
    expect(slug).toBe('line-1');
  });

  it('refuses a malformed query every time: a refusal is never remembered', async () => {
    const pipe = createValidationPipe();
    const validations = validated();
    for (let i = 0; i < 2; i++)
      await expect(query(pipe, { limit: '0' })).rejects.toBeInstanceOf(ValidationFailedError);
    expect(validations).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 256 query strings per class, forgetting the oldest first', async () => {
    const pipe = createValidationPipe();
    for (let limit = 1; limit <= 257; limit++) await query(pipe, { limit: String(limit) });
    const validations = validated();
    await query(pipe, { limit: '257' });
    expect(validations).toHaveBeenCalledTimes(0);
    await query(pipe, { limit: '1' });
    expect(validations).toHaveBeenCalledTimes(1);
  });

  it('validates a long query string every time, so memory stays bounded', async () => {
    const pipe = createValidationPipe();
    const validations = validated();
    const long = { limit: '5', tag: ['x'.repeat(300)] };
    for (let i = 0; i < 2; i++)
      expect(await query(pipe, long)).toEqual({ limit: 5, tag: long.tag });
    expect(validations).toHaveBeenCalledTimes(2);
  });

  it('validates a body every time', async () => {
    const pipe = createValidationPipe();
    const validations = validated();
    const body = { name: 'Caribbean', stops: [{ day: 1, port: 'Nassau' }] };
    for (let i = 0; i < 2; i++) await pipe.transform(body, { type: 'body', metatype: Itinerary });
    expect(validations).toHaveBeenCalledTimes(2);
  });
});
