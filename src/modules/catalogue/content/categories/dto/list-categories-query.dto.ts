import { LocalizedPageQueryDto } from '@/common/locale/locale-query';

export class ListCategoriesQueryDto extends LocalizedPageQueryDto {}
