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
