import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesController } from './categories/categories.controller';
import { CategoriesService } from './categories/categories.service';
import { CategoryItem } from './categories/category-item.entity';
import { Category } from './categories/category.entity';
import { StudioCategoriesController } from './categories/studio-categories.controller';
import { GuideRelatedItem } from './guides/guide-related-item.entity';
import { Guide } from './guides/guide.entity';
import { GuidesController } from './guides/guides.controller';
import { GuidesService } from './guides/guides.service';
import { StudioGuidesController } from './guides/studio-guides.controller';
import { CatalogueItems } from '../shared/catalogue-items';
import { StudioVideosController } from './videos/studio-videos.controller';
import { Video } from './videos/video.entity';
import { VideosController } from './videos/videos.controller';
import { VideosService } from './videos/videos.service';

/** Editorial content: guides, videos and the categories that tag them and catalogue records. */
@Module({
  imports: [TypeOrmModule.forFeature([Guide, GuideRelatedItem, Video, Category, CategoryItem])],
  controllers: [
    GuidesController,
    StudioGuidesController,
    VideosController,
    StudioVideosController,
    CategoriesController,
    StudioCategoriesController,
  ],
  providers: [GuidesService, VideosService, CategoriesService, CatalogueItems],
})
export class ContentModule {}
