import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AvailabilityInput, availabilityQuery } from './availability';

const pending = new Map<number, { resolve: (v: unknown) => void; signal?: AbortSignal; body: unknown }>();

vi.mock('#web/lib/api', () => ({
  call: (endpoint: { id: string }, args: { body: { startTime: number }; signal?: AbortSignal }) =>
    new Promise((resolve) => {
      expect(endpoint.id).toBe('availability');
      pending.set(args.body.startTime, { resolve, signal: args.signal, body: args.body });
    }),
}));

const input = (start: number, over: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
  cname: 'demo',
  pageUserId: null,
  events: [{ productId: 'cut-wash', userId: 'mia' }],
  customerCount: 1,
  parallel: false,
  window: { start, end: start + 86400 },
  ...over,
});

beforeEach(() => pending.clear());

describe('availability requests', () => {
  it('are keyed by everything the answer depends on', () => {
    const key = (i: AvailabilityInput) => JSON.stringify(availabilityQuery(i).queryKey);
    const base = key(input(1000));
    for (const other of [
      input(2000),
      input(1000, { customerCount: 2 }),
      input(1000, { parallel: true }),
      input(1000, { pageUserId: 'amber' }),
      input(1000, { events: [{ productId: 'cut-wash', userId: null }] }),
    ]) {
      expect(key(other)).not.toBe(base);
    }
    expect(key(input(1000))).toBe(base);
  });

  it('send the designer page userId only on a designer page', async () => {
    const client = new QueryClient();
    void client.fetchQuery(availabilityQuery(input(1000, { pageUserId: 'amber' })));
    void client.fetchQuery(availabilityQuery(input(5000)));
    await vi.waitFor(() => expect(pending.size).toBe(2));
    expect(pending.get(1000)?.body).toMatchObject({ userId: 'amber', startTime: 1000, endTime: 87400 });
    expect(pending.get(5000)?.body).not.toHaveProperty('userId');
  });

  it('only the latest request’s answer is shown; the superseded request is aborted', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, availabilityQuery(input(1000)));
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((r) => seen.push(r.data));
    await vi.waitFor(() => expect(pending.has(1000)).toBe(true));
    // The customer picks another day before the first answer arrives.
    observer.setOptions(availabilityQuery(input(2000)));
    await vi.waitFor(() => expect(pending.has(2000)).toBe(true));
    pending.get(2000)?.resolve({ duration: 60, slots: [2000] });
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ duration: 60, slots: [2000] }));
    // The older answer arrives late: it never replaces the newer one.
    pending.get(1000)?.resolve({ duration: 60, slots: [1000] });
    await new Promise((r) => setTimeout(r, 10));
    expect(observer.getCurrentResult().data).toEqual({ duration: 60, slots: [2000] });
    expect(seen.filter(Boolean)).toEqual([{ duration: 60, slots: [2000] }]);
    expect(pending.get(1000)?.signal?.aborted).toBe(true);
    unsubscribe();
  });
});
