/** Annotation layers and their annotations: the tables, not yet read by any feature. */
import type { TesseraModule } from '../../platform/module';
import { Annotation, AnnotationLayer } from './annotation.entity';

export const annotationModule: TesseraModule = { name: 'annotation', entities: [AnnotationLayer, Annotation] };
