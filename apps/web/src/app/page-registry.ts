import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '@kolos/domain';
import { routeFileName } from '../shared/routing/paths';

type PageModule = Record<string, unknown>;

/**
 * Page discovery (README): route `UsersList` is the named export `UsersList` of
 * `src/features/<area>/pages/users-list.tsx`. Pages load lazily, each in its own chunk.
 */
const pageFiles = import.meta.glob<PageModule>([
  '../features/*/pages/*.tsx',
  '!../features/*/pages/*.test.tsx',
]);

function loaderFor(name: RouteName): (() => Promise<PageModule>) | undefined {
  const suffix = `/pages/${routeFileName(name)}.tsx`;
  const found = Object.keys(pageFiles).filter((file) => file.endsWith(suffix));
  if (found.length > 1) console.error(`Страница ${name} найдена в нескольких папках: ${found.join(', ')}`);
  return found[0] ? pageFiles[found[0]] : undefined;
}

function isComponent(value: unknown): value is ComponentType {
  // Function components, and memo/forwardRef objects.
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

const cache = new Map<RouteName, LazyExoticComponent<ComponentType>>();

/** The lazily loaded page of a route, or the shared placeholder 'Раздел в разработке'. */
export function pageFor(name: RouteName): LazyExoticComponent<ComponentType> {
  const cached = cache.get(name);
  if (cached) return cached;
  const load = loaderFor(name);
  // The placeholder and the section table it reads load only for a route that needs them.
  const placeholder = async () => ({ default: (await import('./placeholder')).placeholderFor(name) });
  const page = lazy(async () => {
    if (!load) return placeholder();
    const module = await load();
    const component = module[name];
    if (isComponent(component)) return { default: component };
    console.error(`В файле ${routeFileName(name)}.tsx нет именованного экспорта ${name}`);
    return placeholder();
  });
  cache.set(name, page);
  return page;
}

/**
 * Starts downloading a route's page chunk (the browser keeps one module per file, so the lazy page
 * later gets the same one): the guard asks for it while the session is still loading.
 */
export function preloadPage(name: RouteName): void {
  void loaderFor(name)?.();
}
