import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable } from '@nestjs/common';
import {
  CatalogueService,
  insertRow,
  patchRow,
  referencedRecord,
} from '@/modules/catalogue/shared/catalogue-service';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { SPECIAL_EVENT_RESOURCE } from './special-event.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { ReadPool } from '@/common/database';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ChildReader } from '@/common/read';
import { ValidationFailedError } from '@/common/errors';
import { parseDateTimeInZone } from '@/modules/catalogue/shared/time-zones';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { CreateSpecialEventDto, SpecialEventSessionInputDto } from './dto/create-special-event.dto';
import { ListSpecialEventsQueryDto } from './dto/list-special-events-query.dto';
import { SpecialEventResponseDto } from './dto/special-event-response.dto';
import { UpdateSpecialEventDto } from './dto/update-special-event.dto';
import { SpecialEventSession } from './special-event-session.entity';
import { SpecialEvent } from './special-event.entity';
import { specialEventColumns } from './special-event.columns';
import { SPECIAL_EVENT_READ, SPECIAL_EVENT_SESSION_READ } from './special-event.read';

@Injectable()
export class SpecialEventsService extends CatalogueService<
  SpecialEvent,
  SpecialEventResponseDto,
  ListSpecialEventsQueryDto
> {
  private readonly sessionsReader: ChildReader<SpecialEventSession>;

  constructor(
    @InjectRepository(SpecialEvent) events: Repository<SpecialEvent>,
    writer: CatalogueWriter,
    reads: ReadPool,
    dataSource: DataSource,
    locales: ContentLocales,
  ) {
    super(reads, dataSource, locales, events, writer, SPECIAL_EVENT_RESOURCE, SPECIAL_EVENT_READ);
    this.sessionsReader = new ChildReader(dataSource, reads, SPECIAL_EVENT_SESSION_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<SpecialEventResponseDto> {
    return (await this.toResponses([await this.get(id, manager)], manager))[0];
  }

  async create(input: CreateSpecialEventDto): Promise<SpecialEventResponseDto> {
    return this.records.create(async (manager) => {
      const park = await this.park(manager, input.theme_park_id);
      await this.assertSlugFree(manager, input.slug);
      const sessions = input.sessions ? toSessions(input.sessions, park.timezone) : [];
      const id = await insertRow(manager, SpecialEvent, specialEventColumns(input));
      await this.replaceSessions(manager, id, sessions);
      return id;
    });
  }

  async update(id: string, changes: UpdateSpecialEventDto): Promise<SpecialEventResponseDto> {
    return this.records.update(id, async (manager) => {
      let sessions: ReturnType<typeof toSessions> | undefined;
      await patchRow(
        manager,
        SpecialEvent,
        id,
        specialEventColumns(changes),
        async (event, before) => {
          const park =
            event.themeParkId !== before.themeParkId
              ? await this.park(manager, event.themeParkId)
              : await manager.findOneByOrFail(ThemePark, { id: event.themeParkId });
          await this.assertSlugFree(manager, changes.slug, before.slug);
          if (event.endDate < event.startDate)
            throw ValidationFailedError.field('end_date', 'must not be before start_date');
          sessions = changes.sessions ? toSessions(changes.sessions, park.timezone) : undefined;
        },
      );
      if (sessions) await this.replaceSessions(manager, id, sessions);
    });
  }

  /**
   * Response records with each event's schedule, loaded in one statement, on `manager` when given
   * (a write's transaction, the studio's answer).
   */
  async toResponses(
    events: SpecialEvent[],
    manager?: EntityManager,
  ): Promise<SpecialEventResponseDto[]> {
    const sessions = await this.sessionsReader.byParent(
      events.map((e) => e.id),
      manager,
    );
    const now = new Date();
    return events.map((event) =>
      SpecialEventResponseDto.from(event, sessions.get(event.id) ?? [], now),
    );
  }

  private async replaceSessions(
    manager: EntityManager,
    eventId: string,
    sessions: Array<Pick<SpecialEventSession, 'startsAt' | 'endsAt' | 'label'>>,
  ): Promise<void> {
    await manager.delete(SpecialEventSession, { specialEventId: eventId });
    if (sessions.length > 0)
      await manager.insert(
        SpecialEventSession,
        sessions.map((s) => ({ ...s, specialEventId: eventId })),
      );
  }

  /** The event's park, on the write's transaction and locked until it ends; 400 when missing. */
  private park(manager: EntityManager, id: string): Promise<ThemePark> {
    return referencedRecord(manager, ThemePark, id, 'theme_park_id', 'a theme park');
  }
}

/** Schedule entries as instants: local times are read in the park's time zone. */
function toSessions(
  input: SpecialEventSessionInputDto[],
  timeZone: string | null,
): Array<Pick<SpecialEventSession, 'startsAt' | 'endsAt' | 'label'>> {
  return input.map((entry, index) => {
    const startsAt = parseDateTimeInZone(entry.starts_at, timeZone);
    const endsAt = entry.ends_at ? parseDateTimeInZone(entry.ends_at, timeZone) : null;
    if (endsAt && endsAt < startsAt)
      throw ValidationFailedError.field(
        `sessions[${index}].ends_at`,
        'must not be before starts_at',
      );
    return { startsAt, endsAt, label: entry.label ?? null };
  });
}
