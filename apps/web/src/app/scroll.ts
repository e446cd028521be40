import type { RouteName } from './routes';

/** Spec: scroll to top on navigation, except on the menu route when the route name is unchanged. */
export function shouldScrollToTop(previous: RouteName | null | undefined, next: RouteName | null | undefined): boolean {
  return !(next === 'StoreMenu' && previous === next);
}
