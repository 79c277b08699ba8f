import { ApiRecordLocale } from '@/common/locale/locale-query';
import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { timeOfDay } from '@/modules/catalogue/cruise/cruise-common';
import { CruiseLineSummaryDto } from '@/modules/catalogue/cruise/cruise-lines/dto/cruise-line-response.dto';
import { PortSummaryDto } from '@/modules/catalogue/cruise/ports/dto/port-response.dto';
import { ItineraryStop } from '../itinerary-stop.entity';
import { Itinerary } from '../itinerary.entity';
import { recordState, RecordStateDto } from '@/common/dto/record-state.dto';

export class ItinerarySummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: '7-Night Eastern Caribbean' })
  name!: string;

  @ApiProperty({ example: 'icon-7-night-eastern-caribbean' })
  slug!: string;

  @ApiProperty({ example: 'Caribbean' })
  cruise_region!: string;

  @ApiProperty({ type: 'integer', example: 7 })
  nights!: number;

  static from(itinerary: Itinerary): ItinerarySummaryDto {
    return {
      id: itinerary.id,
      name: itinerary.name,
      slug: itinerary.slug,
      cruise_region: itinerary.cruiseRegion,
      nights: itinerary.nights,
    };
  }
}

export class ItineraryStopResponseDto {
  @ApiProperty({ type: 'integer', example: 2 })
  day_number!: number;

  @ApiProperty({ type: 'integer', example: 1, description: 'Order within the day, from 1.' })
  position!: number;

  @ApiProperty({ description: 'True for a day at sea (port is null).' })
  at_sea!: boolean;

  @ApiProperty({ type: PortSummaryDto, nullable: true })
  port!: PortSummaryDto | null;

  @ApiProperty({ type: String, nullable: true, example: '08:00' })
  arrival_time!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '17:00' })
  departure_time!: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  static from(stop: ItineraryStop): ItineraryStopResponseDto {
    return {
      day_number: stop.dayNumber,
      position: stop.position,
      at_sea: stop.portId === null,
      port: stop.port ? PortSummaryDto.from(stop.port) : null,
      arrival_time: timeOfDay(stop.arrivalTime),
      departure_time: timeOfDay(stop.departureTime),
      notes: stop.notes,
    };
  }
}

export class ItineraryResponseDto extends IntersectionType(ItinerarySummaryDto, RecordStateDto) {
  @ApiRecordLocale()
  locale!: string;

  @ApiProperty({ format: 'uuid' })
  cruise_line_id!: string;

  @ApiProperty({ type: CruiseLineSummaryDto })
  cruise_line!: CruiseLineSummaryDto;

  @ApiProperty({ format: 'uuid' })
  embarkation_port_id!: string;

  @ApiProperty({ type: PortSummaryDto })
  embarkation_port!: PortSummaryDto;

  @ApiProperty({ format: 'uuid' })
  disembarkation_port_id!: string;

  @ApiProperty({ type: PortSummaryDto })
  disembarkation_port!: PortSummaryDto;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  /** The line and both ports must be loaded (the services join them). */
  static from(itinerary: Itinerary): ItineraryResponseDto {
    const { cruiseLine, embarkationPort, disembarkationPort } = itinerary;
    if (!cruiseLine || !embarkationPort || !disembarkationPort)
      throw new Error('Itinerary relations must be loaded');
    return {
      ...ItinerarySummaryDto.from(itinerary),
      locale: itinerary.locale!,
      cruise_line_id: itinerary.cruiseLineId,
      cruise_line: CruiseLineSummaryDto.from(cruiseLine),
      embarkation_port_id: itinerary.embarkationPortId,
      embarkation_port: PortSummaryDto.from(embarkationPort),
      disembarkation_port_id: itinerary.disembarkationPortId,
      disembarkation_port: PortSummaryDto.from(disembarkationPort),
      description: itinerary.description,
      ...recordState(itinerary),
    };
  }
}

export class ItineraryDetailResponseDto extends ItineraryResponseDto {
  @ApiProperty({
    type: [ItineraryStopResponseDto],
    description: 'The stops in order: by day, then position.',
  })
  ports!: ItineraryStopResponseDto[];

  static detail(itinerary: Itinerary, stops: ItineraryStop[]): ItineraryDetailResponseDto {
    return {
      ...ItineraryResponseDto.from(itinerary),
      ports: stops.map((s) => ItineraryStopResponseDto.from(s)),
    };
  }
}
