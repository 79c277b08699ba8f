import { CatalogueEntity, NamedRecord } from '../../shared/catalogue-record';

@CatalogueEntity('categories')
export class Category extends NamedRecord {}
