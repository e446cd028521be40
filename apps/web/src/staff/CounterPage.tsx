import { useParams } from 'react-router';
import { Card } from '#web/components/Card';
import { useStaffT } from './i18n';

/** The counter checkout of an arrived booking (its API is being added). */
export default function CounterPage() {
  const { t } = useStaffT();
  const { bookingId } = useParams();
  return (
    <div className="mx-auto w-full max-w-2xl p-4">
      <Card as="div" padding="lg" className="space-y-2">
        <h1 className="text-xl font-semibold">{t('counter.title')}</h1>
        <p className="text-sm text-muted" data-testid="counter-booking">
          {bookingId}
        </p>
      </Card>
    </div>
  );
}
