import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/Button';

const HEIGHT = 180;
const INK = '#1f2925';

/**
 * A signature pad: draw with a finger, a pen or the mouse (Pointer Events, so one code path for
 * all; `touch-action: none` keeps the page from scrolling under the stroke). `onChange` gets the
 * drawing as a PNG data URL after each stroke, or null when cleared.
 */
export function SignaturePad({
  id,
  label,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (png: string | null) => void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    // Draw at the device's pixel density so the strokes are sharp, in CSS pixels.
    const ratio = window.devicePixelRatio || 1;
    el.width = Math.round(el.clientWidth * ratio);
    el.height = Math.round(HEIGHT * ratio);
    const ctx = el.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = INK;
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    // A dot for a tap.
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    const { x, y } = point(event);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const end = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(event.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    const el = canvas.current;
    el?.getContext('2d')?.clearRect(0, 0, el.width, el.height);
    onChange(null);
  };

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        id={id}
        role="img"
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        data-testid={`signature-pad-${id}`}
        style={{ height: HEIGHT, touchAction: 'none' }}
        className={`block w-full cursor-crosshair rounded-xl border border-dashed bg-white ${
          invalid ? 'border-red-500' : 'border-line'
        }`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-muted">{t('forms.signature.hint')}</p>
        <Button variant="secondary" onClick={clear}>
          {t('forms.signature.clear')}
        </Button>
      </div>
    </div>
  );
}
