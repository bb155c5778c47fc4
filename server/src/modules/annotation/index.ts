/** Native annotation layers and their annotations: the tables, their services and GraphQL, and the records charts overlay. */
import type { TesseraModule } from '../../platform/module';
import { AnnotationLayerService } from './annotation-layer.service';
import { Annotation, AnnotationLayer } from './annotation.entity';
import { AnnotationLayerResolver, AnnotationResolver } from './annotation.resolver';
import { AnnotationService } from './annotation.service';

export { AnnotationLayerService } from './annotation-layer.service';
export { AnnotationService, type NativeAnnotationRecords } from './annotation.service';

export const annotationModule: TesseraModule = {
  name: 'annotation',
  entities: [AnnotationLayer, Annotation],
  resolvers: [AnnotationLayerResolver, AnnotationResolver],
  register(services) {
    const { dataSource } = services.platform;
    services.provide(AnnotationLayerResolver, new AnnotationLayerResolver(services.provide(AnnotationLayerService, new AnnotationLayerService(dataSource))));
    services.provide(AnnotationResolver, new AnnotationResolver(services.provide(AnnotationService, new AnnotationService(dataSource))));
  },
};
