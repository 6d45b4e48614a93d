import { lazy, Suspense } from 'react';
import { useStore } from '../components/use-store';
import { $overlays } from '../stores/overlays';

// Overlays (Tips included) are rare at first paint: their code loads when one opens.
const Popup = lazy(() => import('../features/popups/popup'));
// The jackpot and spin popups are their feature's own (the popups feature may not import another feature).
const JackpotModal = lazy(() => import('../features/jackpot/jackpot-modal'));
const SpinModal = lazy(() => import('../features/lucky-wheel/spin-modal'));

/** Renders the overlay stack; the last opened is on top. */
export function OverlayHost() {
  const overlays = useStore($overlays);
  return (
    <>
      {overlays.map((o) => (
        <Suspense key={o.id} fallback={null}>
          {o.kind === 'jackpot' ? (
            <JackpotModal overlay={o} />
          ) : o.kind === 'spin' ? (
            <SpinModal overlay={o} />
          ) : (
            <Popup overlay={o} />
          )}
        </Suspense>
      ))}
    </>
  );
}
