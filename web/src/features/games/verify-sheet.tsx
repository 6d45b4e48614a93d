import { lazy, Suspense } from 'react';
import { Sheet } from '../../components/sheet';
import { Skeleton } from '../../components/states';
import { t } from '../../i18n';

const RoundVerifier = lazy(() => import('./fairness-page').then((m) => ({ default: m.RoundVerifier })));

/**
 * "Verify this round" in a sheet over the page the player is on (game recall, bet records): the /fairness
 * verifier with the round's inputs (`href` from fairnessHref), never a new tab or a page change.
 */
export function VerifySheet({ href, onClose }: { href: string; onClose: () => void }) {
  return (
    <Sheet
      title={t('games.verifyRound')}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <Suspense fallback={<Skeleton lines={4} />}>
        <RoundVerifier params={new URL(href, location.origin).searchParams} />
      </Suspense>
    </Sheet>
  );
}
