import { ApiProperty } from '@nestjs/swagger';

export class UploadResultDto {
  @ApiProperty({
    format: 'uri',
    example: 'http://localhost:3000/media/images/ships/wonder-of-the-seas/hero.webp',
    description: 'Public address: MEDIA_URL + "/" + key.',
  })
  url!: string;

  @ApiProperty({ example: 'images/ships/wonder-of-the-seas/hero.webp' })
  key!: string;

  @ApiProperty({
    type: 'integer',
    example: 183204,
    description: 'Size of the stored WebP object in bytes.',
  })
  size!: number;
}
