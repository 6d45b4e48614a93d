import { t } from '../../i18n';

/** An engine whose table is still being built: the rules and fairness panels still show. */
export function ComingEngine() {
  return <p className="play-coming">{t('games.engineComing')}</p>;
}
