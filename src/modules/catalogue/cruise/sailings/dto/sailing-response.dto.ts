import { ApiProperty } from '@nestjs/swagger';
import { ItinerarySummaryDto } from '@/modules/catalogue/cruise/itineraries/dto/itinerary-response.dto';
import { ShipSummaryDto } from '@/modules/catalogue/cruise/ships/dto/ship-response.dto';
import { Sailing, SAILING_STATUSES, SailingStatus } from '../sailing.entity';
import { recordState, RecordStateDto } from '@/common/dto/record-state.dto';

export class SailingResponseDto extends RecordStateDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  ship_id!: string;

  @ApiProperty({ type: ShipSummaryDto })
  ship!: ShipSummaryDto;

  @ApiProperty({ format: 'uuid' })
  itinerary_id!: string;

  @ApiProperty({ type: ItinerarySummaryDto })
  itinerary!: ItinerarySummaryDto;

  @ApiProperty({ format: 'date', example: '2027-03-14' })
  departure_date!: string;

  @ApiProperty({ format: 'date', example: '2027-03-21' })
  return_date!: string;

  @ApiProperty({ type: String, nullable: true, example: '899.00', description: 'Decimal string.' })
  price_from!: string | null;

  @ApiProperty({ example: 'USD' })
  currency!: string;

  @ApiProperty({ enum: SAILING_STATUSES })
  status!: SailingStatus;

  /** The ship and itinerary must be loaded (the services join them). */
  static from(sailing: Sailing): SailingResponseDto {
    if (!sailing.ship || !sailing.itinerary) throw new Error('Sailing relations must be loaded');
    return {
      id: sailing.id,
      ship_id: sailing.shipId,
      ship: ShipSummaryDto.from(sailing.ship),
      itinerary_id: sailing.itineraryId,
      itinerary: ItinerarySummaryDto.from(sailing.itinerary),
      departure_date: sailing.departureDate,
      return_date: sailing.returnDate,
      price_from: sailing.priceFrom,
      currency: sailing.currency,
      status: sailing.status,
      ...recordState(sailing),
    };
  }
}
