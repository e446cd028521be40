import { customerSideEndpoints as endpoints } from '@salon/contract';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../lib/api';
import { Banner } from './Banner';
import { Button } from './Button';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser says it is online (react-query's online manager, which follows online/offline events). */
function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** The page has fields the customer may have filled in (what "your input is kept" is about). */
const hasInput = () =>
  typeof document !== 'undefined' &&
  document.querySelector('#main :is(input:not([type=hidden]), textarea, select)') !== null;

/**
 * While the connection is gone: says so on every customer page, under its header (the header's
 * back, messages and language stay usable), says that the page goes on by itself when the network
 * is back (react-query holds its requests until then) and, on a page with a form, that what was
 * typed stays; offers a try that asks our own server whether it is reachable after all.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const client = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);

  const retry = async () => {
    setChecking(true);
    try {
      await call(endpoints.healthLive, {});
      onlineManager.setOnline(true);
      await client.refetchQueries({ type: 'active' });
      setStillOffline(false);
    } catch {
      setStillOffline(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Banner
      tone="warning"
      role="alert"
      floating
      // A full network screen already says it: the banner steps aside.
      // Below the header (3.5 rem on inner and entry pages, 3.75 on the sign-in card).
      className="fixed inset-x-3 top-[4.25rem] z-40 mx-auto max-w-xl [body:has([data-network-screen])_&]:hidden"
      action={
        online ? undefined : (
          <Button size="md" variant="secondary" icon="refresh" loading={checking} onClick={() => void retry()}>
            {t('errors.tryAgain')}
          </Button>
        )
      }
    >
      {!online && (
        <span data-testid="offline-banner">
          <strong className="block font-semibold">{t('errors.offlineTitle')}</strong>
          {t(stillOffline ? 'errors.offlineStill' : hasInput() ? 'errors.offlineKeeps' : 'errors.offlineText')}
        </span>
      )}
    </Banner>
  );
}
