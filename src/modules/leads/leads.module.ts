import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Lead } from './entities/lead.entity';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';
import { StudioLeadsController } from './studio-leads.controller';

/** Public lead capture and the studio's lead list (docs/behaviour.md#leads). */
@Module({
  imports: [TypeOrmModule.forFeature([Lead])],
  controllers: [LeadsController, StudioLeadsController],
  providers: [LeadsService],
  exports: [LeadsService],
})
export class LeadsModule {}
