import { PartialType } from '@nestjs/swagger';
import { CreateWebhookEndpointDto } from './create-webhook-endpoint.dto';

/**
 * URL, events, description, active flag. Setting `is_active` to true re-enables an endpoint the
 * dispatcher disabled. The secret changes only through rotate-secret.
 */
export class UpdateWebhookEndpointDto extends PartialType(CreateWebhookEndpointDto) {}
