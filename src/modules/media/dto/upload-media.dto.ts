import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { IsTextField, SLUG_MESSAGE, SLUG_PATTERN } from '@/common/validation';

/**
 * A lowercase `a-z0-9` word list joined by '-' (docs/behaviour.md#media): no dots, slashes or
 * '../'.
 */
function KeyPart(maxLength: number, example: string, description: string): PropertyDecorator {
  return applyDecorators(
    IsString(),
    MaxLength(maxLength),
    Matches(SLUG_PATTERN, { message: SLUG_MESSAGE }),
    ApiProperty({ type: String, pattern: SLUG_PATTERN.source, maxLength, example, description }),
  );
}

/** The text fields of the upload form. */
export class UploadMediaDto {
  @KeyPart(50, 'ships', 'Resource group, e.g. ships or theme-parks.')
  content_type!: string;

  @KeyPart(200, 'wonder-of-the-seas', 'Slug of the resource the image belongs to.')
  slug!: string;

  @KeyPart(200, 'hero', 'File name without extension; the stored image is always .webp.')
  filename!: string;

  @IsTextField({
    required: false,
    max: 500,
    example: 'Icon of the Seas leaving Miami',
    description:
      'What the image shows, for `alt`. A replacement without it keeps the current text (PATCH /studio/media/{id} changes it).',
  })
  alt_text?: string;
}

/** The whole form, for the OpenAPI document. */
export class UploadMediaRequestDto extends UploadMediaDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG, WebP or GIF (judged by content), at most 5 MB.',
  })
  file!: unknown;
}
