import { Body, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreateCategoryDto } from './dto/create-category.dto';
import { ListCategoriesQueryDto } from './dto/list-categories-query.dto';
import { CategoryResponseDto } from './dto/category-response.dto';
import { UpdateCategoryDto } from './dto/update-category.dto';
import { CategoriesService } from './categories.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: categories')
@Roles('admin', 'editor')
@AuditEntity('category')
@StudioController('categories')
export class StudioCategoriesController {
  constructor(private readonly service: CategoriesService) {}

  @StudioList(CategoryResponseDto, {
    operationId: 'listStudioCategories',
    summary: 'All categories, including unpublished or inactive ones',
  })
  async list(@Query() query: ListCategoriesQueryDto): Promise<Paginated<CategoryResponseDto>> {
    const [records, total] = await this.service.listAll(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @StudioCreate(CategoryResponseDto, {
    operationId: 'createCategory',
    summary: 'Create one of the categories',
  })
  async create(@Body() body: CreateCategoryDto): Promise<DataEnvelope<CategoryResponseDto>> {
    return envelope(await this.service.create(body));
  }

  @StudioGet(CategoryResponseDto, {
    operationId: 'getStudioCategory',
    summary: 'One of the categories, by id',
  })
  async get(@UuidParam() id: string): Promise<DataEnvelope<CategoryResponseDto>> {
    return envelope(await this.service.studioGet(id));
  }

  @StudioUpdate(CategoryResponseDto, {
    operationId: 'updateCategory',
    summary: 'Change one of the categories: only the fields sent; null clears',
  })
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateCategoryDto,
  ): Promise<DataEnvelope<CategoryResponseDto>> {
    return envelope(await this.service.update(id, body));
  }

  @StudioDelete({
    operationId: 'deleteCategory',
    summary: 'Delete a category (its tags go with it)',
  })
  async remove(@UuidParam() id: string): Promise<void> {
    await this.service.remove(id);
  }
}
