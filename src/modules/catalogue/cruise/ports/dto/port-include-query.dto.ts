import { LocaleQueryDto } from '@/common/locale/locale-query';
import { ListPortsQueryDto } from './list-ports-query.dto';
import { IncludeQuery } from '@/modules/catalogue/includes/include-query';

/** The public read of a port: what to include with it. */
export class PortIncludeQueryDto extends LocaleQueryDto {
  @IncludeQuery('port')
  include?: string[];
}

/** The public list of ports: the filters, and what to include with each record. */
export class ListPublicPortsQueryDto extends ListPortsQueryDto {
  @IncludeQuery('port')
  include?: string[];
}
