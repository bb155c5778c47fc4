/** Tags and their links to objects: what other modules may use, and the module's declaration. */
import type { TesseraModule } from '../../platform/module';
import { Tag, TaggedObject } from './tag.entity';

export { changesCustomTags, customTagIds, deleteTagLinks, setCustomTags, taggedPredicate, tagsOfObjects } from './tag-links';
export { Tag, TaggedObject, type TagType } from './tag.entity';

export const tagModule: TesseraModule = { name: 'tag', entities: [Tag, TaggedObject] };
