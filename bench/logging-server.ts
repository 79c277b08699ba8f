/**
 * The service as main.ts builds it, plus one public list route for the logging benchmark
 * (GET /api/v1/bench-leads: a real paginated query with a count, like every catalogue list).
 * Run by bench/logging.ts as its own process; configured by the environment like the service.
 */
import 'reflect-metadata';
import { Controller, Get, Module, Query } from '@nestjs/common';
import { createApp } from '../src/app.setup';
import { AppModule } from '../src/app.module';
import { Public } from '../src/common/decorators';
import { paginated } from '../src/common/pagination';
import { loadConfig } from '../src/config/app-config';
import { ListLeadsQueryDto } from '../src/modules/leads/dto/list-leads-query.dto';
import { LeadReceiptDto } from '../src/modules/leads/dto/lead-response.dto';
import { LeadsModule } from '../src/modules/leads/leads.module';
import { LeadsService } from '../src/modules/leads/leads.service';

@Public()
@Controller('api/v1/bench-leads')
class BenchLeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Get()
  async list(@Query() query: ListLeadsQueryDto) {
    const [rows, total] = await this.leads.list(query);
    const data: LeadReceiptDto[] = rows.map((l) => ({
      id: l.id,
      created_at: l.createdAt.toISOString(),
    }));
    return paginated(data, total, query);
  }
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);

  @Module({
    imports: [AppModule.forRoot(config), LeadsModule],
    controllers: [BenchLeadsController],
  })
  class BenchRootModule {}

  const app = await createApp(config, { module: BenchRootModule });
  app.enableShutdownHooks();
  await app.listen(config.http.port, config.http.host);
  process.stdout.write('ready\n');
}

void main();
