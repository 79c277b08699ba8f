import { columnMapper } from '@/modules/catalogue/shared/columns';
import { CreateThemeParkDto } from './dto/create-theme-park.dto';
import { ThemePark } from './theme-park.entity';

/** The ThemePark columns a CreateThemeParkDto or UpdateThemeParkDto sets (see ColumnMap). */
export const themeParkColumns = columnMapper<CreateThemeParkDto, ThemePark>({
  name: 'name',
  slug: 'slug',
  parent_company: 'parentCompany',
  destination: 'destination',
  upstream_entity_id: 'upstreamEntityId',
  city: 'city',
  state_province: 'stateProvince',
  country: 'country',
  latitude: 'latitude',
  longitude: 'longitude',
  timezone: 'timezone',
  opening_year: 'openingYear',
  website_url: 'websiteUrl',
  hero_image_url: 'heroImageUrl',
  hero_image_id: 'heroImageId',
  gallery_image_ids: false,
  admission_price_from: 'admissionPriceFrom',
  currency: 'currency',
  annual_visitors: 'annualVisitors',
  description: 'description',
  is_active: 'isActive',
});
