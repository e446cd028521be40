import { describe, expect, it } from 'vitest';
import { type FigureInputs, figuresCsv, storeFigures } from './index';

const H = 3600;
const day = { start: 0, end: 24 * H };

const input: FigureInputs = {
  window: day,
  bookings: [
    { status: 'Completed' },
    { status: 'Completed' },
    { status: 'NoShow' },
    { status: 'Confirmed' },
    { status: 'Cancelled' },
  ],
  events: [
    { providerId: 'amber', start: 10 * H, end: 11 * H },
    { providerId: 'amber', start: 23 * H, end: 25 * H }, // runs past the window: only its first hour counts
    { providerId: 'kevin', start: 12 * H, end: 12 * H + 1800 },
  ],
  designers: [
    { id: 'amber', name: 'Amber', shifts: [{ start: 10 * H, end: 20 * H }] },
    { id: 'kevin', name: 'Kevin, "K"', shifts: [] },
  ],
  takings: [
    { method: 'Cash', amount: 800 },
    { method: 'CreditCard', amount: 1200 },
    { method: 'Cash', amount: 400 },
    { method: 'ATM', amount: 0 },
  ],
  retail: [
    { itemId: 'shampoo', name: '洗髮精', quantity: 1, amount: 680 },
    { itemId: 'shampoo', name: '洗髮精', quantity: 2, amount: 1360 },
    { itemId: 'wax', name: '髮蠟', quantity: 1, amount: 550 },
  ],
};

describe('storeFigures', () => {
  const figures = storeFigures(input);

  it('sums money by method, largest first, leaving out methods that took nothing', () => {
    expect(figures.revenue).toEqual([
      { method: 'Cash', amount: 1200 },
      { method: 'CreditCard', amount: 1200 },
    ]);
    expect(figures.revenueTotal).toBe(2400);
  });

  it('counts bookings by status and the no-shows among those that were due', () => {
    expect(figures.bookingsByStatus).toContainEqual({ status: 'Completed', count: 2 });
    expect(figures.bookingsByStatus).toContainEqual({ status: 'Cancelled', count: 1 });
    expect(figures.noShowRate).toBeCloseTo(1 / 3);
    expect(storeFigures({ ...input, bookings: [{ status: 'Confirmed' }] }).noShowRate).toBeNull();
  });

  it("sets each designer's booked minutes inside the window against their working minutes", () => {
    expect(figures.designers).toEqual([
      { id: 'amber', name: 'Amber', bookedMinutes: 120, workingMinutes: 600 },
      { id: 'kevin', name: 'Kevin, "K"', bookedMinutes: 30, workingMinutes: 0 },
    ]);
  });

  it('adds up retail sold per item', () => {
    expect(figures.retail).toEqual([
      { itemId: 'shampoo', name: '洗髮精', quantity: 3, amount: 2040 },
      { itemId: 'wax', name: '髮蠟', quantity: 1, amount: 550 },
    ]);
  });
});

describe('figuresCsv', () => {
  it('writes every table with its headings, quoting what needs it', () => {
    const csv = figuresCsv(storeFigures(input), (key) => key.toUpperCase());
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('REVENUE,METHOD,AMOUNT');
    expect(lines).toContain(',Cash,1200');
    expect(lines).toContain('"Kevin, ""K""",30,0');
    expect(lines).toContain('洗髮精,3,2040');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
