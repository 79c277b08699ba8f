import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable } from '@nestjs/common';
import {
  CatalogueService,
  insertRow,
  patchRow,
} from '@/modules/catalogue/shared/catalogue-service';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { ConflictError } from '@/common/errors';
import { isForeignKeyViolation, missingReference, ReadPool } from '@/common/database';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { Excursion } from '../excursions/excursion.entity';
import { ItineraryStop } from '../itineraries/itinerary-stop.entity';
import { Itinerary } from '../itineraries/itinerary.entity';
import { CreatePortDto } from './dto/create-port.dto';
import { ListPortsQueryDto } from './dto/list-ports-query.dto';
import { UpdatePortDto } from './dto/update-port.dto';
import { Port } from './port.entity';
import { portColumns } from './port.columns';
import { PORT_RESOURCE } from './port.resource';
import { PORT_GALLERY_READ, PORT_READ } from './port.read';
import { PortGalleryImage } from './port-gallery-image.entity';
import { replaceGallery } from '@/modules/catalogue/shared/images';
import { ChildReader } from '@/common/read';
import { PortDetailResponseDto } from './dto/port-response.dto';

@Injectable()
export class PortsService extends CatalogueService<Port, PortDetailResponseDto, ListPortsQueryDto> {
  private readonly gallery: ChildReader<PortGalleryImage>;

  constructor(
    @InjectRepository(Port) ports: Repository<Port>,
    reads: ReadPool,
    dataSource: DataSource,
    locales: ContentLocales,
    writer: CatalogueWriter,
  ) {
    super(reads, dataSource, locales, ports, writer, PORT_RESOURCE, PORT_READ);
    this.gallery = new ChildReader(dataSource, reads, PORT_GALLERY_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<PortDetailResponseDto> {
    return PortDetailResponseDto.detail(
      await this.get(id, manager),
      await this.gallery.of(id, manager),
    );
  }

  /** The public port and its gallery. */
  async getPublicDetail(slug: string): Promise<[Port, PortGalleryImage[]]> {
    const port = await this.getPublic(slug);
    return [port, await this.gallery.of(port.id)];
  }

  /**
   * Checks, on a write's transaction, that every id names a port: a 400 naming the first field
   * whose port is missing; else the ports are locked (FOR KEY SHARE) until the write ends.
   */
  async assertExist(
    manager: EntityManager,
    refs: Array<[field: string, id: string]>,
  ): Promise<void> {
    const ids = [...new Set(refs.map(([, id]) => id))];
    if (ids.length === 0) return;
    const found = new Set(
      (
        await manager.find(Port, {
          select: { id: true },
          where: { id: In(ids) },
          order: { id: 'ASC' },
          lock: { mode: 'for_key_share' },
        })
      ).map((p) => p.id),
    );
    const missing = refs.find(([, id]) => !found.has(id));
    if (missing) throw missingReference(missing[0], 'a port');
  }

  async create(input: CreatePortDto): Promise<PortDetailResponseDto> {
    return this.records.create(async (manager) => {
      await this.assertSlugFree(manager, input.slug);
      const id = await insertRow(manager, Port, {
        ...portColumns(input),
        isActive: input.is_active ?? true,
      });
      await replaceGallery(manager, PortGalleryImage, 'portId', id, input.gallery_image_ids);
      return id;
    });
  }

  async update(id: string, changes: UpdatePortDto): Promise<PortDetailResponseDto> {
    // numeric columns come back as the database formats them ('25.778135'): the answer is read
    // after the write.
    return this.records.update(id, async (manager) => {
      await patchRow(manager, Port, id, portColumns(changes), (_next, before) =>
        this.assertSlugFree(manager, changes.slug, before.slug),
      );
      await replaceGallery(manager, PortGalleryImage, 'portId', id, changes.gallery_image_ids);
    });
  }

  /**
   * A port that itineraries, their stops or excursions still use cannot be deleted (409). Counted
   * on the delete's transaction, after the port's lock: a write that starts using the port
   * meanwhile locks it first (assertExist), so it is either counted here or waits for the delete.
   */
  override async remove(id: string): Promise<void> {
    await this.records.remove(id, async (manager, current) => {
      const slug = String(current.slug);
      const itineraries = await manager.count(Itinerary, {
        where: [{ embarkationPortId: id }, { disembarkationPortId: id }],
      });
      const stops = await manager.countBy(ItineraryStop, { portId: id });
      const excursions = await manager.countBy(Excursion, { portId: id });
      const uses = [
        [itineraries, 'itinerary', 'itineraries'],
        [stops, 'itinerary stop', 'itinerary stops'],
        [excursions, 'excursion', 'excursions'],
      ] as const;
      const inUse = uses
        .filter(([n]) => n > 0)
        .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
      if (inUse.length > 0)
        throw new ConflictError(`Port '${slug}' is still used by ${inUse.join(', ')}.`);
      try {
        await manager.delete(Port, { id });
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new ConflictError(`Port '${slug}' is still used by other records.`);
        throw error;
      }
    });
  }
}
