import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '#api/db/client';
import type { StoreWindow } from '#api/db/day-versions';
import { catalogVersionsOf } from '#api/modules/catalog/service';
import { windowVersions } from './version';

/**
 * The calendar windows the open event streams of this process watch (GET /staff/calendar/events),
 * read together once a tick: every watched window's version (its store's catalogue version, for
 * designers and hours, and the sum of its days' calendar versions as the ETag reads it), and each
 * window whose version moved tells its streams. Several processes each watch their own streams'
 * windows in the database that every write moves (migrations 0042, 0048), so a change made through
 * any process is heard by all; a database away only delays the next read (docs/decisions/staff-calendar.md:
 * why not LISTEN/NOTIFY).
 */

/** How often the watched windows are read: a change reaches the desks within this and their fetch. */
export const WATCH_TICK_MS = 1000;

/** The version of each window, in order: "catalogue.calendar" (the catalogue's of a store that is gone: 0). */
export async function readWatchedVersions(db: Tx, windows: StoreWindow[]): Promise<string[]> {
  const [calendars, catalogs] = await Promise.all([
    windowVersions(db, windows),
    catalogVersionsOf(db, [...new Set(windows.map((w) => w.storeId))]),
  ]);
  return windows.map((w, i) => `${catalogs.get(w.storeId) ?? 0}.${calendars[i]}`);
}

/** One open stream's side of a watched window. */
interface WindowListener {
  changed(version: string): void;
  /** The process stops: the stream ends (the browser connects again, to another process). */
  end(): void;
}

interface Watched {
  window: StoreWindow;
  version: string | undefined;
  listeners: Set<WindowListener>;
}

export interface CalendarWatch {
  /** Tells `listener` the window's version now (or at the next read) and whenever it moves; returns the unsubscribe. */
  watch(window: StoreWindow, listener: WindowListener): () => void;
  /** Reads every watched window once (the timer's tick). */
  tick(): Promise<void>;
  /** Ends every stream and stops reading. */
  close(): void;
}

export function calendarWatch(db: Tx, log: FastifyBaseLogger, tickMs = WATCH_TICK_MS): CalendarWatch {
  const watched = new Map<string, Watched>();
  let reading: Promise<void> | null = null;
  let failing = false;

  async function read(): Promise<void> {
    const entries = [...watched.values()];
    if (entries.length === 0) return;
    try {
      const versions = await readWatchedVersions(
        db,
        entries.map((e) => e.window),
      );
      if (failing) log.info('calendar watch: reading again');
      failing = false;
      entries.forEach((entry, i) => {
        const version = versions[i] as string;
        if (version === entry.version) return;
        entry.version = version;
        for (const listener of entry.listeners) listener.changed(version);
      });
    } catch (error) {
      // The database away: the streams stay open, the next tick reads again.
      if (!failing) log.warn({ err: error }, 'calendar watch: the versions could not be read');
      failing = true;
    }
  }

  const tick = () => {
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();

  return {
    watch(window, listener) {
      const key = `${window.storeId}|${window.first}|${window.last}`;
      let entry = watched.get(key);
      if (!entry) {
        entry = { window, version: undefined, listeners: new Set() };
        watched.set(key, entry);
      }
      entry.listeners.add(listener);
      if (entry.version !== undefined) listener.changed(entry.version);
      const own = entry;
      return () => {
        own.listeners.delete(listener);
        if (own.listeners.size === 0 && watched.get(key) === own) watched.delete(key);
      };
    },
    tick,
    close() {
      clearInterval(timer);
      for (const entry of watched.values()) for (const listener of entry.listeners) listener.end();
      watched.clear();
    },
  };
}
