import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Revision } from './entities/revision.entity';
import { RevisionsService } from './revisions.service';

/** The stored revisions of catalogue records: read, compared and restored by the studio. */
@Module({
  imports: [TypeOrmModule.forFeature([Revision])],
  providers: [RevisionsService],
  exports: [RevisionsService, TypeOrmModule],
})
export class RevisionsModule {}
