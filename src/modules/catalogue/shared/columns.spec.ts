import { getMetadataStorage } from 'class-validator';
import { getMetadataArgsStorage } from 'typeorm';
import { categoryColumns } from '../content/categories/category.columns';
import { CreateCategoryDto } from '../content/categories/dto/create-category.dto';
import { Category } from '../content/categories/category.entity';
import { guideColumns } from '../content/guides/guide.columns';
import { CreateGuideDto } from '../content/guides/dto/create-guide.dto';
import { Guide } from '../content/guides/guide.entity';
import { videoColumns } from '../content/videos/video.columns';
import { CreateVideoDto } from '../content/videos/dto/create-video.dto';
import { Video } from '../content/videos/video.entity';
import { cruiseLineColumns } from '../cruise/cruise-lines/cruise-line.columns';
import { CruiseLine } from '../cruise/cruise-lines/cruise-line.entity';
import { CreateCruiseLineDto } from '../cruise/cruise-lines/dto/create-cruise-line.dto';
import { excursionColumns } from '../cruise/excursions/excursion.columns';
import { CreateExcursionDto } from '../cruise/excursions/dto/create-excursion.dto';
import { Excursion } from '../cruise/excursions/excursion.entity';
import { itineraryColumns } from '../cruise/itineraries/itinerary.columns';
import { CreateItineraryDto } from '../cruise/itineraries/dto/create-itinerary.dto';
import { Itinerary } from '../cruise/itineraries/itinerary.entity';
import { portColumns } from '../cruise/ports/port.columns';
import { CreatePortDto } from '../cruise/ports/dto/create-port.dto';
import { Port } from '../cruise/ports/port.entity';
import { sailingColumns } from '../cruise/sailings/sailing.columns';
import { CreateSailingDto } from '../cruise/sailings/dto/create-sailing.dto';
import { Sailing } from '../cruise/sailings/sailing.entity';
import { shipColumns } from '../cruise/ships/ship.columns';
import { CreateShipDto } from '../cruise/ships/dto/create-ship.dto';
import { UpdateShipDto } from '../cruise/ships/dto/update-ship.dto';
import { Ship } from '../cruise/ships/ship.entity';
import { attractionColumns } from '../parks/attractions/attraction.columns';
import { Attraction } from '../parks/attractions/attraction.entity';
import { CreateAttractionDto } from '../parks/attractions/dto/create-attraction.dto';
import { diningLocationColumns } from '../parks/dining/dining-location.columns';
import { DiningLocation } from '../parks/dining/dining-location.entity';
import { CreateDiningLocationDto } from '../parks/dining/dto/create-dining-location.dto';
import { specialEventColumns } from '../parks/events/special-event.columns';
import { SpecialEvent } from '../parks/events/special-event.entity';
import { CreateSpecialEventDto } from '../parks/events/dto/create-special-event.dto';
import { resortColumns } from '../parks/resorts/resort.columns';
import { Resort } from '../parks/resorts/resort.entity';
import { CreateResortDto } from '../parks/resorts/dto/create-resort.dto';
import { themeParkColumns } from '../parks/theme-parks/theme-park.columns';
import { ThemePark } from '../parks/theme-parks/theme-park.entity';
import { CreateThemeParkDto } from '../parks/theme-parks/dto/create-theme-park.dto';
import { columnMapper, ColumnMapper } from './columns';

type Class = abstract new (...args: never[]) => unknown;

/** Every resource's mapper with the DTO it maps and the entity it writes. */
const MAPPERS: Array<[string, ColumnMapper<object, object>, Class, Class]> = [
  ['cruise line', cruiseLineColumns, CreateCruiseLineDto, CruiseLine],
  ['port', portColumns, CreatePortDto, Port],
  ['ship', shipColumns, CreateShipDto, Ship],
  ['itinerary', itineraryColumns, CreateItineraryDto, Itinerary],
  ['sailing', sailingColumns, CreateSailingDto, Sailing],
  ['excursion', excursionColumns, CreateExcursionDto, Excursion],
  ['theme park', themeParkColumns, CreateThemeParkDto, ThemePark],
  ['resort', resortColumns, CreateResortDto, Resort],
  ['attraction', attractionColumns, CreateAttractionDto, Attraction],
  ['dining location', diningLocationColumns, CreateDiningLocationDto, DiningLocation],
  ['special event', specialEventColumns, CreateSpecialEventDto, SpecialEvent],
  ['category', categoryColumns, CreateCategoryDto, Category],
  ['guide', guideColumns, CreateGuideDto, Guide],
  ['video', videoColumns, CreateVideoDto, Video],
] as unknown as Array<[string, ColumnMapper<object, object>, Class, Class]>;

/** The properties a DTO class validates (the fields a request may send). */
function dtoFields(dto: Class): string[] {
  const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  return [...new Set(rules.map((rule) => rule.propertyName))].sort();
}

/** The column properties of an entity class, those of its base classes included. */
function entityColumns(entity: Class): Set<string> {
  const targets: Class[] = [];
  for (let t = entity; t !== Function.prototype; t = Object.getPrototypeOf(t) as Class)
    targets.push(t);
  return new Set(
    getMetadataArgsStorage()
      .filterColumns(targets)
      .map((column) => column.propertyName),
  );
}

describe('column mappers', () => {
  it.each(MAPPERS)(
    '%s: every DTO field has an entry, and each entry writes its value to a column of the entity',
    (_name, mapper, dto, entity) => {
      expect(Object.keys(mapper.map).sort()).toEqual(dtoFields(dto));
      const columns = entityColumns(entity);
      for (const [field, property] of Object.entries(mapper.map) as Array<
        [string, string | false]
      >) {
        const value = Symbol(field);
        const written = mapper({ [field]: value });
        if (property === false) {
          expect(written).toEqual({});
        } else {
          expect(columns).toContain(property);
          expect(written).toEqual({ [property]: value });
        }
      }
    },
  );

  it('leaves out a field not sent (undefined) and keeps a null, which clears the column', () => {
    const changes: UpdateShipDto = { name: 'Wonder', ship_class: null, imo_number: undefined };
    expect(shipColumns(changes)).toEqual({ name: 'Wonder', shipClass: null });
  });

  it('maps a whole create DTO field by field', () => {
    expect(
      cruiseLineColumns({
        name: 'Line',
        slug: 'line',
        description: null,
        logo_url: 'https://example.com/logo.png',
        website_url: undefined,
        headquarters: 'Miami',
        founded_year: 1968,
        is_active: false,
      }),
    ).toEqual({
      name: 'Line',
      slug: 'line',
      description: null,
      logoUrl: 'https://example.com/logo.png',
      headquarters: 'Miami',
      foundedYear: 1968,
      isActive: false,
    });
  });

  it('refuses at compile time a map that misses, misnames or mistypes a field', () => {
    class Dto {
      name!: string;
      year?: number | null;
    }
    class Row {
      name!: string;
      builtIn!: number | null;
      label!: string;
    }
    const good = columnMapper<Dto, Row>({ name: 'name', year: 'builtIn' });
    // @ts-expect-error a DTO field without an entry
    columnMapper<Dto, Row>({ name: 'name' });
    // @ts-expect-error an entry for a field the DTO does not have
    columnMapper<Dto, Row>({ name: 'name', year: 'builtIn', yaer: 'builtIn' });
    // @ts-expect-error an entity property that does not exist
    columnMapper<Dto, Row>({ name: 'name', year: 'builtin' });
    // @ts-expect-error a property whose type cannot hold the value (number into a string)
    columnMapper<Dto, Row>({ name: 'name', year: 'label' });
    expect(good({ year: 2001 })).toEqual({ builtIn: 2001 });
  });
});
