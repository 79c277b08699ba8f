import { CatalogueEntity, NamedRecord } from '@/modules/catalogue/shared/catalogue-record';

@CatalogueEntity('categories')
export class Category extends NamedRecord {}
