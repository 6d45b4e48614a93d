import '../../i18n/age';
import './age-sheet.css';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useLayer } from '../../components/layer';
import { Helpline, HelplineLink } from '../../components/responsible-gaming';
import { useStore } from '../../components/use-store';
import { t, tList } from '../../i18n';
import { $ageNotice, acceptAgeNotice, declineAgeNotice, reviewAgeNotice } from '../../stores/age';
import { track } from '../../stores/events';

/** Bottom-sheet age/eligibility notice (spec §5); blocks the page until accepted. */
export function AgeSheet() {
  // no Escape: the notice is answered with its buttons, never dismissed
  const layer = useLayer();
  const state = useStore($ageNotice);
  const first = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves again when the sheet switches view
  useEffect(() => {
    first.current?.focus();
  }, [state]);

  if (state === 'declined') {
    return (
      <div className="sheet-backdrop" style={{ zIndex: layer.zIndex }} inert={!layer.top}>
        <div className="sheet" role="alertdialog" aria-modal="true" aria-labelledby="age-blocked-title">
          <img
            className="sheet-badge"
            src="/img/badges/21.webp"
            width="56"
            height="56"
            alt={t('footer.age21')}
          />
          <h2 id="age-blocked-title">{t('age.blockedTitle')}</h2>
          <p>{t('age.blockedBody')}</p>
          <Helpline />
          <p className="small">
            <Link to="/member/self-limited">{t('age.selfLimit')}</Link>
          </p>
          <button ref={first} type="button" className="btn btn-outline btn-block" onClick={reviewAgeNotice}>
            {t('age.review')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="sheet-backdrop" style={{ zIndex: layer.zIndex }} inert={!layer.top}>
      <div
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-title"
        aria-describedby="age-intro"
      >
        <div className="sheet-head">
          <img
            className="sheet-badge"
            src="/img/badges/21.webp"
            width="48"
            height="48"
            alt={t('footer.age21')}
          />
          <h2 id="age-title">{t('age.title')}</h2>
        </div>
        <div className="sheet-body">
          <p id="age-intro">{t('age.intro')}</p>
          <ul className="age-list">
            {tList('age.groups').map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
          <p>{t('age.forfeit')}</p>
          <p>{t('age.topUp')}</p>
          <p className="small">
            {t('rg.helpline')} <HelplineLink /> · <Link to="/member/self-limited">{t('age.selfLimit')}</Link>
          </p>
          <p className="small">
            {t('age.agreeLine')} <Link to="/terms-of-use">{t('age.readTerms')}</Link> {t('age.and')}{' '}
            <Link to="/privacy-policy">{t('age.readPrivacy')}</Link>.
          </p>
        </div>
        <div className="sheet-actions">
          <button
            ref={first}
            type="button"
            className="btn btn-gold btn-block"
            onClick={() => {
              track('click', { target: 'age_accept' });
              acceptAgeNotice();
            }}
          >
            {t('age.accept')}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-block"
            onClick={() => {
              track('click', { target: 'age_decline' });
              declineAgeNotice();
            }}
          >
            {t('age.decline')}
          </button>
        </div>
      </div>
    </div>
  );
}
