import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiClientsController } from './api-clients.controller';
import { ApiClientsService } from './api-clients.service';
import { ApiClient } from './entities/api-client.entity';

/** API clients and their keys (docs/behaviour.md#api-keys): studio management and key checks. */
@Module({
  imports: [TypeOrmModule.forFeature([ApiClient])],
  controllers: [ApiClientsController],
  providers: [ApiClientsService],
  exports: [ApiClientsService],
})
export class ApiClientsModule {}
