import { GENERIC_ERRORS } from '@salon/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useParams, useRouteError } from 'react-router';
import { type ChunkReloadFlag, decideChunkReload, isChunkLoadError } from '#web/app/chunk-reload';
import { PageSkeleton } from '#web/components/Skeleton';
import { isApiError, NETWORK_ERROR } from '#web/lib/api';
import { genericErrorText } from '#web/lib/error-catalogue';
import { browserStorage, readJson, storageKey, writeJson } from '#web/lib/storage';
import { GenericErrorScreen } from './components/GenericErrorScreen';
import { NetworkErrorScreen } from './components/NetworkErrorScreen';
import { RefusedScreen } from './components/RefusedScreen';
import { NotFoundScreen } from './NotFoundScreen';

const CHUNK_RELOAD_KEY = storageKey('chunk-reload');

/**
 * Reloads the page at the path the user was going to, once (sessionStorage guards the loop). Never
 * while offline: the reload would land on the browser's own error page (the network screen shows
 * instead, and loads the path once the connection is back).
 */
function useChunkReload(active: boolean): boolean {
  const location = useLocation();
  const target = `${location.pathname}${location.search}${location.hash}`;
  const [decision] = useState(() =>
    active && navigator.onLine
      ? decideChunkReload(readJson<ChunkReloadFlag>(browserStorage('session'), CHUNK_RELOAD_KEY), target, Date.now())
      : ({ reload: false } as const),
  );
  useEffect(() => {
    if (!decision.reload) return;
    writeJson(browserStorage('session'), CHUNK_RELOAD_KEY, decision.flag);
    window.location.assign(decision.flag.path);
  }, [decision]);
  return decision.reload;
}

function reloadWhenOnline() {
  if (navigator.onLine) window.location.reload();
}

const GENERIC_MESSAGES: ReadonlySet<string> = new Set(Object.values(GENERIC_ERRORS));

/**
 * The text worth showing: an API error's catalogue message, or a catalogue text the app throws
 * itself ('cname is required'). Any other error's text is a programmer's English, not shown.
 */
function catalogueMessage(error: unknown): string | undefined {
  if (isApiError(error)) return genericErrorText(error.status);
  return error instanceof Error && GENERIC_MESSAGES.has(error.message) ? error.message : undefined;
}

/** errorElement of the routes: 404, a refused designer page, a failed screen load, or anything else. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { cname } = useParams();
  const { t } = useTranslation();
  const reloading = useChunkReload(isChunkLoadError(error));
  const [offline] = useState(() => !navigator.onLine);

  if (reloading) return <PageSkeleton label={t('app.loading')} />;
  // A screen's code that could not be fetched offline: loaded afresh at its path once online.
  if (isChunkLoadError(error) && offline) return <NetworkErrorScreen retry={reloadWhenOnline} />;
  if (isApiError(error, 'USER_PAGE_NOT_ALLOWED')) return <RefusedScreen cname={cname} />;
  if (isApiError(error, 'STORE_NOT_FOUND')) return <NotFoundScreen detail={genericErrorText(error.status)} />;
  // A path naming no designer of a store that exists (a mistyped /demo/<page>): its home is real.
  if (isApiError(error, 'PROVIDER_NOT_FOUND')) return <NotFoundScreen cname={cname} />;
  if (isApiError(error, NETWORK_ERROR)) return <NetworkErrorScreen />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <GenericErrorScreen message={catalogueMessage(error)} />;
}
