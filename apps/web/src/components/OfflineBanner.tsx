import { customerSideEndpoints as endpoints } from '@salon/contract';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
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

/** While the banner shows, `#main` moves down by its height and a gap (index.css). */
function useRoomForBanner(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const box = ref.current;
    if (!shown || !box) return;
    const observer = new ResizeObserver(() => root.setProperty('--offline-banner-space', `${box.offsetHeight + 12}px`));
    observer.observe(box);
    return () => {
      observer.disconnect();
      root.removeProperty('--offline-banner-space');
    };
  }, [shown]);
  return ref;
}

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
  const room = useRoomForBanner(!online);

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
    // Below the header (3.5 rem on inner and entry pages, 3.75 on the sign-in card). A full network
    // screen already says it: the banner steps aside.
    <div
      ref={room}
      className="fixed inset-x-3 top-[4.25rem] z-40 mx-auto max-w-xl [body:has([data-network-screen])_&]:hidden"
    >
      <Banner
        tone="warning"
        role="alert"
        floating
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
    </div>
  );
}
