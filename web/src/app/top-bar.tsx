import type { ReactNode } from 'react';
import { PageHeader } from '../components/page-header';
import { t } from '../i18n';
import type { RouteEntry } from './route-match';

/** The layout's top bar: the same header every page without a navbar draws for itself. */
export function TopBar({ entry, title, dock }: { entry: RouteEntry; title: string; dock?: ReactNode }) {
  const right = entry.rightLink ? { to: entry.rightLink.to, label: t(entry.rightLink.label) } : undefined;
  return <PageHeader title={title} right={right} inPage={false} dock={dock} />;
}
