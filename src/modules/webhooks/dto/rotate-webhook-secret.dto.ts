import { IsIntField } from '@/common/validation';

export const DEFAULT_SECRET_OVERLAP_SECONDS = 86_400;
export const MAX_SECRET_OVERLAP_SECONDS = 7 * 86_400;

export class RotateWebhookSecretDto {
  @IsIntField({
    required: false,
    min: 0,
    max: MAX_SECRET_OVERLAP_SECONDS,
    example: DEFAULT_SECRET_OVERLAP_SECONDS,
    description:
      'How long deliveries stay signed with the previous secret too (both signatures in webhook-signature), so receivers can switch without losing one. Default 86400 (24 h); 0 drops the previous secret at once.',
  })
  overlap_seconds?: number;
}
