import { PartialType } from '@nestjs/swagger';
import { CreateApiClientDto } from './create-api-client.dto';

/** Name, notes, kind, allowlist and rate limit; the key itself changes only through regenerate. */
export class UpdateApiClientDto extends PartialType(CreateApiClientDto) {}
