import { IsTextField } from '@/common/validation';

export class UpdateMediaDto {
  @IsTextField({
    nullable: true,
    max: 500,
    example: 'Icon of the Seas leaving Miami',
    description: 'What the image shows, the `alt` of every record that uses it; null clears it.',
  })
  alt_text!: string | null;
}
