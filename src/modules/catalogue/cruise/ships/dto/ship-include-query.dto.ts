import { LocaleQueryDto } from '@/common/locale/locale-query';
import { ListShipsQueryDto } from './list-ships-query.dto';
import { IncludeQuery } from '@/modules/catalogue/includes/include-query';

/** The public read of a ship: what to include with it. */
export class ShipIncludeQueryDto extends LocaleQueryDto {
  @IncludeQuery('ship')
  include?: string[];
}

/** The public list of ships: the filters, and what to include with each record. */
export class ListPublicShipsQueryDto extends ListShipsQueryDto {
  @IncludeQuery('ship')
  include?: string[];
}
