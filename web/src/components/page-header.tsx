import { useNavigate } from 'react-router';
import { t } from '../i18n';

/** Back when there is history, else home (a deep link opened from outside has nowhere to go back to). */
export function useBack(): () => void {
  const navigate = useNavigate();
  return () => {
    if (window.history.state && window.history.state.idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
}

export function BackButton() {
  const back = useBack();
  return (
    <button type="button" className="icon-btn" onClick={back} aria-label={t('common.back')}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * Header drawn by pages without the top bar (navbar: false), so every page still shows its title. `back`
 * false: a page reached from the tab bar, which is the way out. `bar`: drawn as a sticky bar like the top bar
 * (the page places it outside its padding).
 */
export function PageHeader({ title, back = true, bar }: { title: string; back?: boolean; bar?: boolean }) {
  return (
    <div className={bar ? 'page-header page-bar' : 'page-header'}>
      {back && <BackButton />}
      <h1>{title}</h1>
    </div>
  );
}
