/** Tags and their links to objects: what other modules may use, and the module's declaration. */
import type { TesseraModule } from '../../platform/module';
import { TagDependents } from './tag-dependents';
import { TagTargets } from './tag-targets';
import { Tag, TaggedObject } from './tag.entity';
import { TagResolver } from './tag.resolver';
import { TagService } from './tag.service';

export { addCustomTagsByName, changesCustomTags, customTagIds, deleteTagLinks, setCustomTags, taggedPredicate, tagsOfObjects } from './tag-links';
export { type TagDependent, TagDependents } from './tag-dependents';
export { type DescribeTaggable, type TaggableObject, taggableObject, TagTargets } from './tag-targets';
export { Tag, TaggedObject, type TagType } from './tag.entity';
export { objectTags } from './tag-links';
export { TAG_NAME_MAX, TagService } from './tag.service';
export { TagSummary } from './tag.types';

export const tagModule: TesseraModule = {
  name: 'tag',
  entities: [Tag, TaggedObject],
  resolvers: [TagResolver],
  register(services) {
    // Charts, dashboards, datasets and saved queries (above this module) say what tagging may touch.
    const targets = services.provide(TagTargets, new TagTargets());
    const dependents = services.provide(TagDependents, new TagDependents());
    const tags = services.provide(TagService, new TagService(services.platform.dataSource, targets, dependents));
    services.provide(TagResolver, new TagResolver(tags));
  },
};
