import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { ListCategoriesQueryDto } from './dto/list-categories-query.dto';
import { CategoryDetailResponseDto, CategoryResponseDto } from './dto/category-response.dto';
import { CategoriesService } from './categories.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: categories')
@Controller('api/categories')
export class CategoriesController {
  constructor(private readonly service: CategoriesService) {}

  @PublicList(
    CategoryResponseDto,
    { operationId: 'listCategories', summary: 'All content categories, by name' },
    ['categories'],
  )
  async list(@Query() query: ListCategoriesQueryDto): Promise<Paginated<CategoryResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toPublicResponses(records), total, query);
  }

  @PublicGet(CategoryDetailResponseDto, {
    operationId: 'getCategory',
    summary: 'One category with its published content items, grouped by type',
  })
  async get(@SlugParam() slug: string): Promise<DataEnvelope<CategoryDetailResponseDto>> {
    return envelope(await this.service.detail(await this.service.getPublic(slug)));
  }
}
