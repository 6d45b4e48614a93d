import { Link } from 'react-router';
import { BackButton } from '../components/page-header';
import { t } from '../i18n';
import type { RouteEntry } from './route-match';

export function TopBar({ entry, title }: { entry: RouteEntry; title: string }) {
  return (
    <header className="top-bar">
      <BackButton />
      <h1>{title}</h1>
      {entry.rightLink ? (
        <Link className="top-bar-link" to={entry.rightLink.to}>
          {t(entry.rightLink.label)}
        </Link>
      ) : (
        <span className="top-bar-spacer" />
      )}
    </header>
  );
}
