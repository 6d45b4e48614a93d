// The mail module's door: the inbox calls, its red dot, the operator's mail command and the system mails.
export { mailOps } from './ops';
export { mailHandlers } from './routes';
export { type MailInput, sendMail } from './send';
export { createMailService, type MailService } from './service';
export { mailDepositCredited, mailWithdrawalPaid, mailWithdrawalRejected } from './system-mails';
