import { ApiProperty } from '@nestjs/swagger';
import type { KnownPark } from '../known-parks';

/** One entry of the built-in known-parks map (docs/behaviour.md#upstream-look-ups). */
export class KnownParkResponseDto {
  @ApiProperty({ example: 'magic-kingdom' })
  slug!: string;

  @ApiProperty({ example: 'Magic Kingdom Park' })
  name!: string;

  @ApiProperty({ format: 'uuid', example: '75ea578a-adc8-4116-a54d-dccb60765ef9' })
  entity_id!: string;

  static from(park: KnownPark): KnownParkResponseDto {
    return { slug: park.slug, name: park.name, entity_id: park.entityId };
  }
}
