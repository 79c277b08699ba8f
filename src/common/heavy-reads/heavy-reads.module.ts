import { Global, Module } from '@nestjs/common';
import { HeavyReads } from './heavy-reads';

/** One HeavyReads per instance: its limit is shared by every studio report. */
@Global()
@Module({ providers: [HeavyReads], exports: [HeavyReads] })
export class HeavyReadsModule {}
