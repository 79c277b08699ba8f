import { PartialType } from '@nestjs/swagger';
import { CreateUserDto } from './create-user.dto';

/** Only the fields to change. A new password ends every session of the user. */
export class UpdateUserDto extends PartialType(CreateUserDto) {}
