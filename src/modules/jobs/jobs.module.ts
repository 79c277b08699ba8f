import { Global, Module } from '@nestjs/common';
import { ScheduledJobs } from './scheduled-jobs';

/** The job runner every instance runs (ScheduledJobs); global, so any feature registers tasks. */
@Global()
@Module({ providers: [ScheduledJobs], exports: [ScheduledJobs] })
export class JobsModule {}
