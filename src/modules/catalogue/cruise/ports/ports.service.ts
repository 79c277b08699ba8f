import { Injectable } from '@nestjs/common';
import { CatalogueService, saveRecord } from '../../shared/catalogue-service';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { ConflictError } from '../../../../common/errors';
import { isForeignKeyViolation, missingReference } from '../../../../common/database';
import { CatalogueWriter } from '../../shared/catalogue-writer';
import { entityFields } from '../../shared/entity-fields';
import { assignDefined } from '../cruise-common';
import { Excursion } from '../excursions/excursion.entity';
import { ItineraryStop } from '../itineraries/itinerary-stop.entity';
import { Itinerary } from '../itineraries/itinerary.entity';
import { CreatePortDto } from './dto/create-port.dto';
import { ListPortsQueryDto } from './dto/list-ports-query.dto';
import { UpdatePortDto } from './dto/update-port.dto';
import { Port } from './port.entity';
import { PORT_RESOURCE } from './port.resource';
import { PORT_READ } from './port.read';
import { PortResponseDto } from './dto/port-response.dto';

@Injectable()
export class PortsService extends CatalogueService<Port, PortResponseDto, ListPortsQueryDto> {
  constructor(
    @InjectRepository(Port) private readonly ports: Repository<Port>,
    private readonly dataSource: DataSource,
    writer: CatalogueWriter,
  ) {
    super(dataSource, ports, writer, PORT_RESOURCE, PORT_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<PortResponseDto> {
    return PortResponseDto.from(await this.get(id, manager));
  }

  /** Checks that every id names a port; a 400 naming the first field whose port is missing. */
  async assertExist(refs: Array<[field: string, id: string]>): Promise<void> {
    const ids = [...new Set(refs.map(([, id]) => id))];
    if (ids.length === 0) return;
    const found = new Set(
      (await this.ports.find({ select: { id: true }, where: { id: In(ids) } })).map((p) => p.id),
    );
    const missing = refs.find(([, id]) => !found.has(id));
    if (missing) throw missingReference(missing[0], 'a port');
  }

  async create(input: CreatePortDto): Promise<PortResponseDto> {
    await this.assertSlugFree(input.slug);
    const port = assignDefined(new Port(), {
      ...entityFields<Port>(input),
      isActive: input.is_active ?? true,
    });
    return this.records.create(saveRecord(port));
  }

  async update(id: string, changes: UpdatePortDto): Promise<PortResponseDto> {
    const port = await this.get(id);
    await this.assertSlugFree(changes.slug, port.slug);
    assignDefined(port, entityFields<Port>(changes));
    // numeric columns come back as the database formats them ('25.778135'): reloaded for that.
    return this.records.update(id, saveRecord(port));
  }

  /** A port that itineraries, their stops or excursions still use cannot be deleted (409). */
  override async remove(id: string): Promise<void> {
    const port = await this.get(id);
    const [itineraries, stops, excursions] = await Promise.all([
      this.dataSource.getRepository(Itinerary).count({
        where: [{ embarkationPortId: id }, { disembarkationPortId: id }],
      }),
      this.dataSource.getRepository(ItineraryStop).countBy({ portId: id }),
      this.dataSource.getRepository(Excursion).countBy({ portId: id }),
    ]);
    const uses = [
      [itineraries, 'itinerary', 'itineraries'],
      [stops, 'itinerary stop', 'itinerary stops'],
      [excursions, 'excursion', 'excursions'],
    ] as const;
    const inUse = uses
      .filter(([n]) => n > 0)
      .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
    if (inUse.length > 0)
      throw new ConflictError(`Port '${port.slug}' is still used by ${inUse.join(', ')}.`);
    await this.records.remove(id, async (manager) => {
      try {
        await manager.delete(Port, { id });
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new ConflictError(`Port '${port.slug}' is still used by other records.`);
        throw error;
      }
    });
  }
}
