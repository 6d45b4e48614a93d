import { MailPage } from '../../features/mail/mail-page';

export default function Page() {
  return <MailPage />;
}
