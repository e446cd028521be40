import { useNavigation } from 'react-router';

/** A thin bar at the top while the next screen (its chunk or its data) loads. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-brand-500 transition-transform duration-500 ${
        busy ? 'scale-x-75' : 'scale-x-0'
      }`}
    />
  );
}
