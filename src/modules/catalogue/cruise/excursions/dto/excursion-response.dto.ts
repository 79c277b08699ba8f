import { ApiRecordLocale } from '@/common/locale/locale-query';
import { ApiProperty } from '@nestjs/swagger';
import { PortSummaryDto } from '@/modules/catalogue/cruise/ports/dto/port-response.dto';
import { RecordSummaryDto } from '@/modules/catalogue/shared/record-summary.dto';
import { Excursion, EXCURSION_TYPES, ExcursionType } from '../excursion.entity';
import { recordState, RecordStateDto } from '@/common/dto/record-state.dto';

export class ExcursionResponseDto extends RecordStateDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Snorkelling at Stingray City' })
  name!: string;

  @ApiProperty({ example: 'stingray-city-snorkel' })
  slug!: string;
  @ApiRecordLocale() locale!: string;

  @ApiProperty({ enum: EXCURSION_TYPES })
  excursion_type!: ExcursionType;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  port_id!: string | null;

  @ApiProperty({ type: PortSummaryDto, nullable: true, description: 'Shore excursions.' })
  port!: PortSummaryDto | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  theme_park_id!: string | null;

  @ApiProperty({
    type: RecordSummaryDto,
    nullable: true,
    description: 'Land excursions at a park.',
  })
  theme_park!: RecordSummaryDto | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  attraction_id!: string | null;

  @ApiProperty({
    type: RecordSummaryDto,
    nullable: true,
    description: 'Land excursions to a ride.',
  })
  attraction!: RecordSummaryDto | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 240 })
  duration_minutes!: number | null;

  @ApiProperty({ type: String, nullable: true, example: '89.00', description: 'Decimal string.' })
  price_from!: string | null;

  @ApiProperty({ example: 'USD' })
  currency!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  /** `port`, `themePark` and `attraction` must be loaded when set (the read model joins them). */
  static from(excursion: Excursion): ExcursionResponseDto {
    return {
      id: excursion.id,
      name: excursion.name,
      slug: excursion.slug,
      locale: excursion.locale!,
      excursion_type: excursion.excursionType,
      port_id: excursion.portId,
      port: excursion.port ? PortSummaryDto.from(excursion.port) : null,
      theme_park_id: excursion.themeParkId,
      theme_park: excursion.themePark ? RecordSummaryDto.from(excursion.themePark) : null,
      attraction_id: excursion.attractionId,
      attraction: excursion.attraction ? RecordSummaryDto.from(excursion.attraction) : null,
      duration_minutes: excursion.durationMinutes,
      price_from: excursion.priceFrom,
      currency: excursion.currency,
      description: excursion.description,
      ...recordState(excursion),
    };
  }
}
