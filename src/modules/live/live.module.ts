import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { ParksCatalogueModule } from '../catalogue/parks/parks-catalogue.module';
import { UpstreamModule } from '../upstream/upstream.module';
import { LiveController } from './live.controller';
import { LiveService } from './live.service';
import { noStoreWithoutValidators } from './no-store.middleware';

/**
 * The public live-data endpoints of parks and attractions: the catalogue finds the record, the
 * upstream module fetches its live data (docs/behaviour.md#live-data).
 */
@Module({
  imports: [ParksCatalogueModule, UpstreamModule],
  controllers: [LiveController],
  providers: [LiveService],
})
export class LiveModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(noStoreWithoutValidators).forRoutes(LiveController);
  }
}
