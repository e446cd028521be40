import { describe, expect, it } from 'vitest';
import { createBookingRequest, updateBookingRequest } from './bookings';
import { customerNotesText } from './bounds';
import { createPickupOrderRequest, updatePickupOrderRequest } from './retail';

/** 「最多 500 字」 counts characters as a person does (issue 43.12): an emoji is one, not two UTF-16 units. */
describe('a customer’s note: at most 500 characters, by code points', () => {
  const emoji = '🌸'.repeat(500);
  const mixed = `${'剪'.repeat(300)}${'😀'.repeat(200)}`;

  it('takes 500 emoji or a mix of 500 characters (up to 1,000 UTF-16 units)', () => {
    expect(emoji.length).toBe(1000);
    expect(customerNotesText.safeParse(emoji).success).toBe(true);
    expect(customerNotesText.safeParse(mixed).success).toBe(true);
    expect(customerNotesText.safeParse('剪'.repeat(500)).success).toBe(true);
  });

  it('refuses the 501st character with 「備註最多 500 字」, emoji or not', () => {
    for (const over of [`${emoji}😀`, `${mixed}剪`, '剪'.repeat(501)]) {
      const parsed = customerNotesText.safeParse(over);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('備註最多 500 字');
    }
  });

  it('holds in every request that carries a note: booking, its change, pickup order and its change', () => {
    const notesOf = (schema: { shape: Record<string, unknown> }) =>
      schema.shape.customerNotes as { safeParse: (v: unknown) => { success: boolean } };
    for (const schema of [
      createBookingRequest,
      updateBookingRequest,
      createPickupOrderRequest,
      updatePickupOrderRequest,
    ]) {
      expect(notesOf(schema).safeParse(emoji).success).toBe(true);
      expect(notesOf(schema).safeParse(`${emoji}!`).success).toBe(false);
    }
  });
});
