import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable } from '@nestjs/common';
import { DataSource, ObjectLiteral } from 'typeorm';
import { ReadPool } from '@/common/database';
import { ChildModel, ChildReader, RelatedModel, RelatedReader } from '@/common/read';
import { CruiseLine } from '@/modules/catalogue/cruise/cruise-lines/cruise-line.entity';
import { Excursion } from '@/modules/catalogue/cruise/excursions/excursion.entity';
import { Itinerary } from '@/modules/catalogue/cruise/itineraries/itinerary.entity';
import { Port } from '@/modules/catalogue/cruise/ports/port.entity';
import { Sailing } from '@/modules/catalogue/cruise/sailings/sailing.entity';
import { Ship } from '@/modules/catalogue/cruise/ships/ship.entity';
import { Attraction } from '@/modules/catalogue/parks/attractions/attraction.entity';
import { DiningLocation } from '@/modules/catalogue/parks/dining/dining-location.entity';
import { SpecialEventSession } from '@/modules/catalogue/parks/events/special-event-session.entity';
import { SpecialEvent } from '@/modules/catalogue/parks/events/special-event.entity';
import { Resort } from '@/modules/catalogue/parks/resorts/resort.entity';
import { CRUISE_LINE_READ } from '@/modules/catalogue/cruise/cruise-lines/cruise-line.read';
import { CruiseLineResponseDto } from '@/modules/catalogue/cruise/cruise-lines/dto/cruise-line-response.dto';
import { ExcursionResponseDto } from '@/modules/catalogue/cruise/excursions/dto/excursion-response.dto';
import { EXCURSION_READ } from '@/modules/catalogue/cruise/excursions/excursion.read';
import { ItineraryResponseDto } from '@/modules/catalogue/cruise/itineraries/dto/itinerary-response.dto';
import { ITINERARY_READ } from '@/modules/catalogue/cruise/itineraries/itinerary.read';
import { PortResponseDto } from '@/modules/catalogue/cruise/ports/dto/port-response.dto';
import { PORT_READ } from '@/modules/catalogue/cruise/ports/port.read';
import { SailingResponseDto } from '@/modules/catalogue/cruise/sailings/dto/sailing-response.dto';
import { SAILING_READ } from '@/modules/catalogue/cruise/sailings/sailing.read';
import { ShipResponseDto } from '@/modules/catalogue/cruise/ships/dto/ship-response.dto';
import { SHIP_READ } from '@/modules/catalogue/cruise/ships/ship.read';
import { ATTRACTION_READ } from '@/modules/catalogue/parks/attractions/attraction.read';
import { AttractionResponseDto } from '@/modules/catalogue/parks/attractions/dto/attraction-response.dto';
import { DINING_LOCATION_READ } from '@/modules/catalogue/parks/dining/dining-location.read';
import { DiningLocationResponseDto } from '@/modules/catalogue/parks/dining/dto/dining-location-response.dto';
import { SpecialEventResponseDto } from '@/modules/catalogue/parks/events/dto/special-event-response.dto';
import {
  SPECIAL_EVENT_READ,
  SPECIAL_EVENT_SESSION_READ,
} from '@/modules/catalogue/parks/events/special-event.read';
import { ResortResponseDto } from '@/modules/catalogue/parks/resorts/dto/resort-response.dto';
import { RESORT_READ } from '@/modules/catalogue/parks/resorts/resort.read';
import {
  INCLUDABLE,
  INCLUDE_LIMITS,
  IncludedResource,
  IncludingResource,
  includeTree,
  RelationOf,
  TO_ONE,
} from './includable';
import type { IncludedRecords, WithIncluded } from './included.dto';

/** How a resource's records are read and answered when another resource includes them. */
interface Target {
  model: RelatedModel['model'];
  /** Child rows its answer embeds (an event's sessions), read for all included records at once. */
  children?: ChildModel;
  answer: (record: ObjectLiteral, children: ObjectLiteral[], now: Date) => object;
}

/** A target whose read model yields records of `E` (and children of `C`). */
const target = <E extends ObjectLiteral, C extends ObjectLiteral = never>(
  model: RelatedModel['model'],
  answer: (record: E, children: C[], now: Date) => object,
  children?: ChildModel,
): Target => ({ model, children, answer: answer as Target['answer'] });

/** How the related records of one relation are found for a record. */
interface Relation {
  /** SQL over the target model's aliases (and `via`'s): the key of the record they belong to. */
  match: string;
  via?: string;
  /** The record's key that `match` is compared with: its id unless said otherwise. */
  key?: (record: ObjectLiteral) => string | undefined;
}

/** A to-one relation: the key is the id of the record's `E` loaded by its own read model. */
const keyOf = <E extends ObjectLiteral>(key: (record: E) => string | undefined) =>
  key as Relation['key'];

const TARGETS: Record<IncludedResource, Target> = {
  cruise_line: target<CruiseLine>(CRUISE_LINE_READ, (l) => CruiseLineResponseDto.from(l)),
  ship: target<Ship>(SHIP_READ, (s) => ShipResponseDto.from(s)),
  itinerary: target<Itinerary>(ITINERARY_READ, (i) => ItineraryResponseDto.from(i)),
  sailing: target<Sailing>(SAILING_READ, (s) => SailingResponseDto.from(s)),
  port: target<Port>(PORT_READ, (p) => PortResponseDto.from(p)),
  excursion: target<Excursion>(EXCURSION_READ, (x) => ExcursionResponseDto.from(x)),
  attraction: target<Attraction>(ATTRACTION_READ, (a) => AttractionResponseDto.from(a)),
  // Included under a park: its place is the park or one of its resorts, never a ship.
  dining_location: target<DiningLocation>(DINING_LOCATION_READ, (d, _, now) =>
    DiningLocationResponseDto.from(d, undefined, now),
  ),
  special_event: target<SpecialEvent, SpecialEventSession>(
    SPECIAL_EVENT_READ,
    (e, sessions, now) => SpecialEventResponseDto.from(e, sessions, now),
    SPECIAL_EVENT_SESSION_READ,
  ),
  resort: target<Resort>(RESORT_READ, (r, _, now) => ResortResponseDto.from(r, now)),
};

const RELATIONS: { [R in IncludingResource]: Record<RelationOf<R>, Relation> } = {
  cruise_line: {
    ships: { match: 's.cruise_line_id' },
    itineraries: { match: 'i.cruise_line_id' },
  },
  ship: {
    cruise_line: { match: 'l.id', key: keyOf<Ship>((ship) => ship.cruiseLine?.id) },
    sailings: { match: 'sailing.ship_id' },
    // The itineraries the ship sails: those of its active sailings.
    itineraries: {
      via: 'JOIN (SELECT DISTINCT ship_id, itinerary_id FROM sailings WHERE is_active) sailed ON sailed.itinerary_id = i.id',
      match: 'sailed.ship_id',
    },
  },
  itinerary: {
    cruise_line: { match: 'l.id', key: keyOf<Itinerary>((i) => i.cruiseLine?.id) },
    sailings: { match: 'sailing.itinerary_id' },
    // The ports its stops call at, each once.
    ports: {
      via: 'JOIN (SELECT DISTINCT itinerary_id, port_id FROM itinerary_stops WHERE port_id IS NOT NULL) called ON called.port_id = port.id',
      match: 'called.itinerary_id',
    },
  },
  port: { excursions: { match: 'x.port_id' } },
  theme_park: {
    attractions: { match: 'a.theme_park_id' },
    // At the park itself or at one of its resorts.
    dining: { match: 'coalesce(d.theme_park_id, r.theme_park_id)' },
    events: { match: 'e.theme_park_id' },
    resorts: { match: 'r.theme_park_id' },
  },
};

/**
 * Embeds related records in public answers (`?include=`): for each relation asked for, one
 * statement reads the related records of every record of the answer (a whole page at once), under
 * the related resource's public rule, in its list order and at most INCLUDE_LIMITS per record;
 * each is answered as its own list answers it. A nested relation (`itineraries.ports`) is one
 * more statement over the records the first level found.
 */
@Injectable()
export class CatalogueIncludes {
  private readonly related = new Map<string, RelatedReader>();
  private readonly children = new Map<IncludedResource, ChildReader<ObjectLiteral>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: ReadPool,
    private readonly locales: ContentLocales,
  ) {}

  /** A detail's answer with `included` as `include` asks; the answer as it is when nothing is. */
  async attach<A extends object>(
    resource: IncludingResource,
    record: ObjectLiteral,
    answer: A,
    include: readonly string[] | undefined,
  ): Promise<WithIncluded<A>> {
    if (!include || include.length === 0) return answer;
    const [included] = await this.load(resource, [record], include, INCLUDE_LIMITS.detail);
    return { ...answer, included };
  }

  /** A page's answers (one per record, in order), each with `included` as `include` asks. */
  async attachAll<A extends object>(
    resource: IncludingResource,
    records: readonly ObjectLiteral[],
    answers: A[],
    include: readonly string[] | undefined,
  ): Promise<Array<WithIncluded<A>>> {
    if (!include || include.length === 0 || records.length === 0) return answers;
    const included = await this.load(resource, records, include, INCLUDE_LIMITS.list);
    return answers.map((answer, i) => ({ ...answer, included: included[i] }));
  }

  private async load(
    resource: IncludingResource,
    records: readonly ObjectLiteral[],
    include: readonly string[],
    limit: number,
    now = new Date(),
  ): Promise<IncludedRecords[]> {
    const result: IncludedRecords[] = records.map(() => ({}));
    const tree = [...includeTree(include)];
    // The relations in the order asked for, whichever statement answers first.
    for (const record of result) for (const [name] of tree) record[name] = undefined;
    await Promise.all(
      tree.map(async ([name, nested]) => {
        const relation = (RELATIONS[resource] as Record<string, Relation>)[name];
        const target = (INCLUDABLE[resource] as Record<string, IncludedResource>)[name];
        const keys = records.map((record) =>
          relation.key ? relation.key(record) : (record.id as string),
        );
        const byKey = await this.relatedReader(resource, name, relation, target).byKey(
          keys.filter((key): key is string => typeof key === 'string'),
          limit,
        );
        const found = [...byKey.values()].flat();
        const answers = await this.answer(target, found, nested, limit, now);
        const answerOf = new Map(found.map((record, i) => [record, answers[i]]));
        const one = TO_ONE.has(`${resource}.${name}`);
        records.forEach((_, i) => {
          const list = (keys[i] ? (byKey.get(keys[i]) ?? []) : []).map((r) => answerOf.get(r));
          result[i][name] = one ? (list[0] ?? null) : list;
        });
      }),
    );
    return result;
  }

  /** The public answers of included records, with their own includes when asked for. */
  private async answer(
    resource: IncludedResource,
    records: ObjectLiteral[],
    include: string[],
    limit: number,
    now: Date,
  ): Promise<object[]> {
    const target = TARGETS[resource];
    const children = target.children
      ? await this.childReader(resource, target.children).byParent(
          records.map((r) => r.id as string),
        )
      : undefined;
    const answers = records.map((record) =>
      target.answer(record, children?.get(record.id as string) ?? [], now),
    );
    if (include.length === 0 || !(resource in INCLUDABLE)) return answers;
    const included = await this.load(resource as IncludingResource, records, include, limit, now);
    return answers.map((answer, i) => ({ ...answer, included: included[i] }));
  }

  private relatedReader(
    resource: IncludingResource,
    name: string,
    relation: Relation,
    target: IncludedResource,
  ): RelatedReader {
    const id = `${resource}.${name}`;
    let reader = this.related.get(id);
    if (!reader) {
      reader = new RelatedReader(
        this.dataSource,
        this.reads,
        { model: TARGETS[target].model, match: relation.match, via: relation.via },
        this.locales,
      );
      this.related.set(id, reader);
    }
    return reader;
  }

  private childReader(resource: IncludedResource, model: ChildModel): ChildReader<ObjectLiteral> {
    let reader = this.children.get(resource);
    if (!reader) {
      reader = new ChildReader(this.dataSource, this.reads, model);
      this.children.set(resource, reader);
    }
    return reader;
  }
}
