import { ApiProperty } from '@nestjs/swagger';
import { IsEnumField, IsIntField, IsUuidField } from '@/common/validation';
import { DRAFTABLE_PATHS } from '@/modules/catalogue/drafts/draftable-resources';
import { PREVIEW_SCOPES, type PreviewScopeName } from '../preview-scope';

/** Bounds of a preview token's lifetime, seconds. */
export const PREVIEW_TTL = { min: 60, max: 86_400, default: 900 } as const;

export class CreatePreviewTokenDto {
  @IsEnumField(PREVIEW_SCOPES, {
    description:
      "`record`: one record with its draft (`resource` and `record_id`), or one draft (`draft_id`, e.g. a new record's); `release`: the drafts of a release (`release_id`), as it would publish them; `drafts`: every draft.",
  })
  scope!: PreviewScopeName;

  @IsEnumField(DRAFTABLE_PATHS, {
    required: false,
    description: "With scope `record` and `record_id`: the studio path of the record's resource.",
  })
  resource?: string;

  @IsUuidField({ required: false, description: 'With scope `record`: the live record.' })
  record_id?: string;

  @IsUuidField({
    required: false,
    description: 'With scope `record`, instead of `resource` and `record_id`: one draft.',
  })
  draft_id?: string;

  @IsUuidField({ required: false, description: 'With scope `release`: the release.' })
  release_id?: string;

  @IsIntField({
    required: false,
    min: PREVIEW_TTL.min,
    max: PREVIEW_TTL.max,
    description: `How long the token is valid, seconds (default ${PREVIEW_TTL.default}).`,
  })
  ttl_seconds?: number;
}

export class PreviewTokenDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: PREVIEW_SCOPES })
  scope!: PreviewScopeName;

  @ApiProperty({ type: String, nullable: true, enum: DRAFTABLE_PATHS, example: 'attractions' })
  resource!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  record_id!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  draft_id!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  release_id!: string | null;

  @ApiProperty({ format: 'date-time' })
  expires_at!: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  revoked_at!: string | null;

  @ApiProperty({
    enum: ['active', 'expired', 'revoked'],
    description: 'Whether a public read accepts the token now.',
  })
  status!: 'active' | 'expired' | 'revoked';

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The studio user who issued it',
  })
  created_by!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

export class IssuedPreviewTokenDto extends PreviewTokenDto {
  @ApiProperty({
    description:
      'The token, shown only in this answer (the service keeps a hash of it). Send it as `X-Preview-Token` on public reads.',
    example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpYXQiOjE3OTY...',
  })
  token!: string;
}
