import { t } from '../i18n';

/** The National Problem Gambling Helpline (PAGCOR, 24/7), as printed and as dialled. */
export const HELPLINE = { shown: '(02) 8248-9568', dial: '+63282489568' } as const;

/** The helpline number, one tap to call. */
export function HelplineLink() {
  return (
    <a className="helpline-link" href={`tel:${HELPLINE.dial}`}>
      {HELPLINE.shown}
    </a>
  );
}

/** The helpline sentence with its tappable number (age sheet, self-limit, responsible gaming page, footer). */
export function Helpline({ className = 'small muted' }: { className?: string }) {
  return (
    <p className={`helpline ${className}`}>
      {t('rg.helpline')} <HelplineLink />
    </p>
  );
}

/** The tagline every promotional surface carries (PAGCOR advertising rules, domain/PH-2026.md). */
export function Tagline() {
  return <p className="rg-tagline small muted">{t('rg.tagline')}</p>;
}
