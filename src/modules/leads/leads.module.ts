import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Lead } from './entities/lead.entity';
import { LeadsController, StudioLeadsController } from './leads.controller';
import { LeadsService } from './leads.service';

/** Public lead capture and the studio's lead list (spec §4.4, decisions.md §8). */
@Module({
  imports: [TypeOrmModule.forFeature([Lead])],
  controllers: [LeadsController, StudioLeadsController],
  providers: [LeadsService],
  exports: [LeadsService],
})
export class LeadsModule {}
