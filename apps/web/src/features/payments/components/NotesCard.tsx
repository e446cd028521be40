import type { ReactNode } from 'react';
import { Card } from '#web/components/Card';
import { Textarea } from '#web/components/Textarea';

/** The customer's note to the store on a checkout page (500 characters); `children` go under the box. */
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
  return (
    <Card id={id} title={title}>
      <label htmlFor={inputId} className="sr-only">
        {title}
      </label>
      <Textarea
        id={inputId}
        value={value}
        maxLength={500}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
      {children}
    </Card>
  );
}
