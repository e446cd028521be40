import { charCount, NOTES_MAX_CHARS } from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/Card';
import { Textarea } from '#web/components/Textarea';

/** Whether a note fits the store's limit: 500 characters as a person counts them (an emoji is one). */
export const notesFit = (notes: string) => charCount(notes) <= NOTES_MAX_CHARS;

/** Brings a note too long into view and focus, its counter saying how many characters to remove. */
export function focusNotes(inputId: string) {
  const box = document.getElementById(inputId);
  box?.focus({ preventScroll: true });
  box?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/**
 * The customer's note to the store on a checkout page (500 characters), with a counter under the box.
 * Nothing is cut: a longer note (typed or pasted) stays whole, the counter turns red and says how
 * many to remove, and the page does not send it (`notesFit`). `children` go under the box.
 */
export function NotesCard({
  id,
  inputId,
  title,
  placeholder,
  value,
  onChange,
  children,
}: {
  id: string;
  inputId: string;
  title: string;
  placeholder: string;
  value: string;
  onChange: (notes: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const count = charCount(value);
  const over = count - NOTES_MAX_CHARS;
  const counterId = `${inputId}-count`;
  return (
    <Card id={id} title={title}>
      <label htmlFor={inputId} className="sr-only">
        {title}
      </label>
      <Textarea
        id={inputId}
        value={value}
        placeholder={placeholder}
        aria-invalid={over > 0}
        aria-describedby={counterId}
        className={over > 0 ? 'ring-red-600 focus:ring-red-600' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <p
        id={counterId}
        data-testid="notes-count"
        aria-live="polite"
        className={`mt-1 text-right text-xs tabular-nums ${over > 0 ? 'font-medium text-red-700' : 'text-muted'}`}
      >
        {over > 0
          ? t('booking.notes.over', { max: NOTES_MAX_CHARS, count: over })
          : t('booking.notes.count', { count, max: NOTES_MAX_CHARS })}
      </p>
      {children}
    </Card>
  );
}
