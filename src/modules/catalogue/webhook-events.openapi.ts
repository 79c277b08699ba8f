import { getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import {
  TEST_EVENT_TYPE,
  WEBHOOK_OPERATIONS,
  WEBHOOK_RESOURCES,
  type WebhookResource,
} from '@/modules/webhooks/event-types';
import { CruiseLineResponseDto } from './cruise/cruise-lines/dto/cruise-line-response.dto';
import { ExcursionResponseDto } from './cruise/excursions/dto/excursion-response.dto';
import { ItineraryDetailResponseDto } from './cruise/itineraries/dto/itinerary-response.dto';
import { PortResponseDto } from './cruise/ports/dto/port-response.dto';
import { SailingResponseDto } from './cruise/sailings/dto/sailing-response.dto';
import { DryDockResponseDto, ShipDetailResponseDto } from './cruise/ships/dto/ship-response.dto';
import { CategoryResponseDto } from './content/categories/dto/category-response.dto';
import { GuideResponseDto } from './content/guides/dto/guide-response.dto';
import { VideoResponseDto } from './content/videos/dto/video-response.dto';
import { AttractionResponseDto } from './parks/attractions/dto/attraction-response.dto';
import { DiningLocationResponseDto } from './parks/dining/dto/dining-location-response.dto';
import { SpecialEventResponseDto } from './parks/events/dto/special-event-response.dto';
import { ResortResponseDto } from './parks/resorts/dto/resort-response.dto';
import { ThemeParkResponseDto } from './parks/theme-parks/dto/theme-park-response.dto';
import { MediaAssetDetailResponseDto } from '@/modules/media/dto/media-asset-response.dto';

/**
 * The `data` of each resource's events: the response DTO its services answer the studio's GET
 * (and the public GET) with, which the catalogue writer sends (CatalogueWriter.answerEventsWith).
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const WEBHOOK_DATA_SCHEMAS: Record<WebhookResource, Function> = {
  attraction: AttractionResponseDto,
  category: CategoryResponseDto,
  cruise_line: CruiseLineResponseDto,
  dining_location: DiningLocationResponseDto,
  dry_dock: DryDockResponseDto,
  excursion: ExcursionResponseDto,
  guide: GuideResponseDto,
  itinerary: ItineraryDetailResponseDto,
  media: MediaAssetDetailResponseDto,
  port: PortResponseDto,
  resort: ResortResponseDto,
  sailing: SailingResponseDto,
  ship: ShipDetailResponseDto,
  special_event: SpecialEventResponseDto,
  theme_park: ThemeParkResponseDto,
  video: VideoResponseDto,
};

type SchemaObject = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

/** The component holding the body of every delivery; docs/webhooks.md points at it. */
export const WEBHOOK_EVENT_SCHEMA = 'WebhookEvent';

const pascal = (name: string) =>
  name.replace(/(^|_)([a-z])/g, (_match, _sep: string, letter: string) => letter.toUpperCase());

/** `locale` of an event of a translation change (a catalogue record's `updated` event). */
const LOCALE_PROPERTY = {
  type: 'string',
  example: 'de',
  description:
    'Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.',
} as const;

function envelope(
  types: string[],
  data: SchemaObject,
  description: string,
  withLocale = false,
): SchemaObject {
  return {
    type: 'object',
    description,
    required: ['type', 'timestamp', 'data', 'changed_fields'],
    additionalProperties: false,
    properties: {
      type: { type: 'string', enum: types },
      timestamp: {
        type: 'string',
        format: 'date-time',
        description: 'When the change was saved (not when this attempt was sent).',
      },
      data,
      changed_fields: {
        type: 'array',
        items: { type: 'string' },
        description:
          'The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`.',
      },
      ...(withLocale ? { locale: LOCALE_PROPERTY } : {}),
    },
  };
}

/**
 * Adds the webhook payloads to the document as components (an OpenAPI 3.0 document has no
 * `webhooks`): `WebhookEvent`, the body of any delivery, one of `<Resource>WebhookEvent` per
 * resource (its `data` the resource's response schema) and `WebhookTestEvent`.
 */
export function documentWebhookEvents(document: OpenAPIObject): void {
  const schemas = (document.components ??= {}).schemas ?? {};
  const variants: string[] = [];
  for (const resource of WEBHOOK_RESOURCES) {
    const ref = getSchemaPath(WEBHOOK_DATA_SCHEMAS[resource]);
    if (!schemas[ref.split('/').pop()!])
      throw new Error(`documentWebhookEvents: ${ref} is not in the document`);
    const name = `${pascal(resource)}WebhookEvent`;
    schemas[name] = envelope(
      WEBHOOK_OPERATIONS.map((operation) => `${resource}.${operation}`),
      { $ref: ref },
      `An event of a ${resource.replace(/_/g, ' ')}: \`data\` is the record as its GET answers it (for \`deleted\`, as it was just before).`,
      true,
    );
    variants.push(name);
  }
  schemas.WebhookTestEvent = envelope(
    [TEST_EVENT_TYPE],
    {
      type: 'object',
      required: ['endpoint_id', 'message'],
      properties: {
        endpoint_id: { type: 'string', format: 'uuid' },
        message: { type: 'string' },
      },
    },
    'Sent by `POST /studio/webhooks/{id}/test` to that endpoint only.',
  );
  variants.push('WebhookTestEvent');
  schemas[WEBHOOK_EVENT_SCHEMA] = {
    description:
      'The JSON body of every webhook delivery (docs/webhooks.md): `type` is `<resource>.<operation>`, and `data` has the schema of that resource’s `<Resource>WebhookEvent`.',
    oneOf: variants.map((name) => ({ $ref: `#/components/schemas/${name}` })),
  };
  document.components.schemas = schemas;
}
