import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { ListCategoriesQueryDto } from './dto/list-categories-query.dto';
import { CategoryDetailResponseDto, CategoryResponseDto } from './dto/category-response.dto';
import { CategoriesService } from './categories.service';

@ApiTags('catalogue: categories')
@Controller('api/categories')
export class CategoriesController {
  constructor(private readonly service: CategoriesService) {}

  @Get()
  @PublicRead('categories')
  @ApiOperation({ summary: 'All content categories, by name' })
  @ApiPaginatedResponse(CategoryResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListCategoriesQueryDto): Promise<Paginated<CategoryResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toPublicResponses(records), total, query);
  }

  @Get(':slug')
  @PublicRead()
  @ApiSlugParam()
  @ApiOperation({ summary: 'One category with its published content items, grouped by type' })
  @ApiDataResponse(CategoryDetailResponseDto)
  @ApiProblems(400, 404)
  async get(@SlugParam() slug: string): Promise<DataEnvelope<CategoryDetailResponseDto>> {
    return envelope(await this.service.detail(await this.service.getPublic(slug)));
  }
}
