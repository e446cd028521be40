import { useTranslation } from 'react-i18next';
import { IconButton } from '#web/components/Button';
import { Card } from '#web/components/Card';

/** Customer count (1 to the store's maximum) and, where the store offers it, services at the same time. */
export function PeopleOptions({
  count,
  max,
  onCount,
  concurrentOffered,
  concurrent,
  onConcurrent,
}: {
  count: number;
  max: number;
  onCount: (count: number) => void;
  concurrentOffered: boolean;
  concurrent: boolean;
  onConcurrent: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card as="div" className="space-y-3">
      {max > 1 && (
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <p id="people-label" className="font-medium">
              {t('booking.time.people')}
            </p>
            <p className="text-xs text-muted">{t('booking.time.peopleHint', { max })}</p>
          </div>
          <div className="flex items-center gap-2">
            <IconButton
              look="outlined"
              icon="minus"
              label={t('booking.time.fewer')}
              disabled={count <= 1}
              onClick={() => onCount(count - 1)}
            />
            <output aria-live="polite" className="w-12 text-center font-semibold tabular-nums">
              {t('booking.time.peopleCount', { count })}
            </output>
            <IconButton
              look="outlined"
              icon="plus"
              label={t('booking.time.more')}
              disabled={count >= max}
              onClick={() => onCount(count + 1)}
            />
          </div>
        </div>
      )}
      {concurrentOffered && (
        <label
          className={`relative flex cursor-pointer items-center gap-3 ${max > 1 ? 'border-t border-line/70 pt-3' : ''}`}
        >
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{t('booking.time.concurrent')}</span>
            <span className="block text-xs text-muted">{t('booking.time.concurrentHint')}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            aria-checked={concurrent}
            checked={concurrent}
            onChange={(e) => onConcurrent(e.target.checked)}
            className="peer sr-only"
          />
          <span
            aria-hidden
            className="relative h-7 w-12 shrink-0 rounded-full bg-line transition peer-checked:bg-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 after:absolute after:top-0.5 after:left-0.5 after:size-6 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5"
          />
        </label>
      )}
    </Card>
  );
}
