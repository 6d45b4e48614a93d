import { Link } from 'react-router';
import { Helpline } from '../components/responsible-gaming';
import { t } from '../i18n';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="badges">
        <img src="/img/badges/pagcor.webp" width="88" height="32" alt={t('footer.pagcor')} />
        <img src="/img/badges/21.webp" width="32" height="32" alt={t('footer.age21')} />
        <img src="/img/badges/rg.webp" width="88" height="32" alt={t('footer.rg')} />
      </div>
      <p className="small">
        {t('footer.licence')} · {t('footer.adult')}
      </p>
      <p className="small muted">{t('footer.responsible')}</p>
      <Helpline />
      <nav aria-label={t('footer.links')} className="footer-links">
        <Link to="/about-us">{t('route.aboutUs')}</Link>
        <Link to="/terms-of-use">{t('route.termsOfUse')}</Link>
        <Link to="/privacy-policy">{t('route.privacyPolicy')}</Link>
        <Link to="/faq">{t('route.faq')}</Link>
        <Link to="/service">{t('route.service')}</Link>
      </nav>
      <p className="small muted">
        {t('footer.copyright', { year: new Date().getFullYear(), brand: t('brand') })}
      </p>
    </footer>
  );
}
