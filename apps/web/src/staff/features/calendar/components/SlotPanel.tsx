import { useState } from 'react';
import { Chip } from '#web/components/Chip';
import { SidePanel } from '#web/staff/components/SidePanel';
import { useStaffT } from '#web/staff/lib/i18n';
import { clockOf } from '../grid';
import { BlockForm } from './BlockForm';
import { type SlotFormProps, StaffBookingForm } from './StaffBookingForm';

/** An empty half hour, clicked: a new booking there, or blocking the time. */
export function SlotPanel({ slot: clicked, designers, onClose }: SlotFormProps) {
  const { t } = useStaffT();
  // A click in the column of a designer who has left: the form starts from the first who works.
  const slot = designers.some((d) => d.id === clicked.designerId)
    ? clicked
    : { ...clicked, designerId: designers[0]?.id ?? clicked.designerId };
  const [mode, setMode] = useState<'booking' | 'block'>('booking');
  const designer = designers.find((d) => d.id === slot.designerId)?.name ?? '';
  const when = slot.minute === null ? slot.date : `${slot.date} ${clockOf(slot.minute)} · ${designer}`;
  return (
    <SidePanel
      open
      onClose={onClose}
      title={mode === 'booking' ? t('staffBooking.title') : t('block.title')}
      description={when}
      testId={mode === 'booking' ? 'staff-booking' : 'block-time'}
    >
      <fieldset className="mb-4 flex gap-2">
        <legend className="sr-only">{t('staffBooking.mode')}</legend>
        <Chip pressed={mode === 'booking'} onClick={() => setMode('booking')}>
          {t('staffBooking.title')}
        </Chip>
        <Chip pressed={mode === 'block'} onClick={() => setMode('block')}>
          {t('block.title')}
        </Chip>
      </fieldset>
      {mode === 'booking' ? (
        <StaffBookingForm slot={slot} designers={designers} onClose={onClose} />
      ) : (
        <BlockForm slot={slot} designers={designers} onClose={onClose} />
      )}
    </SidePanel>
  );
}
