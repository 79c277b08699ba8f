import { PaginationQueryDto } from '@/common/pagination';

export class ListCategoriesQueryDto extends PaginationQueryDto {}
