import type { DisplayLocale } from '../format/constants';
import type { FormField } from './answers';

/**
 * The store's English for a form it wrote in Chinese (issue 28.2): its title, description and, by
 * question id, each question's label, description and the words of its choices (in the same order;
 * an answer keeps the store's own choice, English only shows it).
 */
export interface FormEnglish {
  title: string;
  description?: string | null;
  fields?: Record<string, { label: string; description?: string | null; choices?: string[] }>;
}

/** A form's texts as a customer reads them: the store's English in English where it gave it. */
export function formTexts<F extends Pick<FormField, 'id' | 'label' | 'choices'> & { description?: string | null }>(
  form: { title: string; description: string | null; fields: F[]; en?: FormEnglish | null },
  locale: DisplayLocale,
): { title: string; description: string | null; fields: (F & { choiceLabels: string[] })[] } {
  const en = locale === 'en' ? form.en : null;
  return {
    title: en?.title ?? form.title,
    description: en ? (en.description ?? null) : form.description,
    fields: form.fields.map((f) => {
      const own = en?.fields?.[f.id];
      const choices = f.choices ?? [];
      return {
        ...f,
        label: own?.label ?? f.label,
        description: own ? (own.description ?? null) : (f.description ?? null),
        choiceLabels: choices.map((c, i) => own?.choices?.[i] ?? c),
      };
    }),
  };
}
