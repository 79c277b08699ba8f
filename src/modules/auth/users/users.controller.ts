import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser } from '@/common/auth/roles';
import { ApiUuidParam, CurrentUser, Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '@/common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreateUserDto } from '../dto/create-user.dto';
import { ListUsersQueryDto } from '../dto/list-users-query.dto';
import { UpdateUserDto } from '../dto/update-user.dto';
import { UserResponseDto } from '../dto/user-response.dto';
import { UsersService } from './users.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';

@ApiTags('studio: users')
@AuditEntity('user')
@Roles('admin')
@StudioController('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ operationId: 'listUsers', summary: 'List studio users (active and inactive)' })
  @ApiPaginatedResponse(UserResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListUsersQueryDto): Promise<Paginated<UserResponseDto>> {
    return pageOf(await this.users.list(query), query, (u) => UserResponseDto.from(u));
  }

  @Post()
  @ApiOperation({ operationId: 'createUser', summary: 'Create a studio user' })
  @ApiDataResponse(UserResponseDto, 201, 'Created')
  @ApiProblems(400, 409)
  async create(@Body() body: CreateUserDto): Promise<DataEnvelope<UserResponseDto>> {
    return envelope(UserResponseDto.from(await this.users.create(body)));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ operationId: 'getUser', summary: 'One studio user' })
  @ApiDataResponse(UserResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<UserResponseDto>> {
    return envelope(UserResponseDto.from(await this.users.get(id)));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'updateUser',
    summary: 'Change a studio user',
    description:
      'Deactivating a user or setting a new password ends all of their sessions. The last active admin cannot be demoted or deactivated (409).',
  })
  @ApiDataResponse(UserResponseDto)
  @ApiProblems(400, 404, 409)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateUserDto,
  ): Promise<DataEnvelope<UserResponseDto>> {
    return envelope(UserResponseDto.from(await this.users.update(id, body)));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'deleteUser',
    summary: 'Delete a studio user (not yourself, not the last active admin)',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404, 409)
  async remove(@UuidParam() id: string, @CurrentUser() caller: AuthenticatedUser): Promise<void> {
    await this.users.remove(id, caller);
  }
}
