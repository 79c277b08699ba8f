import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxEvent } from './entities/outbox-event.entity';

/** The outbox of catalogue changes; signed webhook deliveries are built on it. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxEvent])],
})
export class WebhooksModule {}
