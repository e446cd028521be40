import type { TextareaHTMLAttributes } from 'react';
import { inputClass } from './Field';

/**
 * soft: the kit's note box inside a card (canvas grey, white when focused); field: the text input's
 * look for a form field (with Field's label, hint and error).
 */
export function Textarea({
  look = 'soft',
  className,
  rows = 3,
  ...rest
}: { look?: 'soft' | 'field'; className?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  const base =
    look === 'soft'
      ? 'w-full resize-none rounded-xl bg-canvas px-3 py-2 text-sm ring-1 ring-line placeholder:text-muted/80 focus:bg-white focus:ring-brand-400 focus:outline-none'
      : `${inputClass} h-auto py-2.5`;
  return <textarea rows={rows} className={className ? `${base} ${className}` : base} {...rest} />;
}
