import type { ComponentType } from 'react';
import type { RouteName } from '@kolos/domain';
import { sectionOf } from '../shared/navigation/sections';
import { PagePlaceholder } from '../shared/ui/page-placeholder';

/** The placeholder of a route without a page of its own. */
export function placeholderFor(name: RouteName): ComponentType {
  const title = sectionOf(name)?.label;
  return function Placeholder() {
    return <PagePlaceholder title={title} />;
  };
}
