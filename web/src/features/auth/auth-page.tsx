import './auth.css';
import '../../i18n/account';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { t } from '../../i18n';

/**
 * The frame of every auth page: its own header (these routes have no top bar, except set-password whose top
 * bar shows the title: `header={false}`), the brand, the form.
 */
export function AuthPage({
  title,
  children,
  header = true,
}: {
  title: string;
  children: ReactNode;
  header?: boolean;
}) {
  return (
    <section className="page auth-page">
      {header && <PageHeader title={title} />}
      <img className="auth-logo" src="/img/logo.webp" width="132" height="32" alt={t('brand')} />
      {children}
    </section>
  );
}
