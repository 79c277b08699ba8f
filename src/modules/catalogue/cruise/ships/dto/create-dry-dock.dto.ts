import { IsIsoDate, IsNotBefore, IsTextField } from '@/common/validation';

export class CreateDryDockDto {
  @IsIsoDate({ example: '2027-01-10' })
  start_date!: string;

  @IsIsoDate({ example: '2027-02-03', description: 'On or after start_date.' })
  @IsNotBefore('start_date', 'must not be before start_date')
  end_date!: string;

  @IsTextField({ max: 200, example: 'Navantia Cádiz' })
  shipyard!: string;

  @IsTextField({ required: false, nullable: true, max: 5000 })
  notes?: string | null;
}
