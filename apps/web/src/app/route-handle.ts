import { useMatches } from 'react-router';
import { isRouteName, type RouteName } from './routes';

export interface RouteHandle {
  name: RouteName;
}

/** The name of the deepest matched route that has one. */
export function useRouteName(): RouteName | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = (matches[i]?.handle as Partial<RouteHandle> | undefined)?.name;
    if (isRouteName(name)) return name;
  }
  return null;
}
