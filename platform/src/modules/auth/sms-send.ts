import { AUTH_MODE, type AuthMode } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import type { CatalogueService } from '../../catalogue/service';
import type { Db } from '../../db/client';
import { authError } from './auth-error';
import { sendCode } from './otp';
import type { SmsSender } from './sms-sender';
import { accountSettings, mobileInUse } from './users';

/** smsSend: per-mode checks, then the cooldown / daily limit and a fresh hashed code. */
export async function sendSms(
  deps: { db: Db; catalogue: CatalogueService; sms: SmsSender },
  input: { mobile: string; type: AuthMode },
): Promise<CallAnswer<'smsSend'>> {
  const settings = await accountSettings(deps.catalogue);
  const registered = await mobileInUse(deps.db, input.mobile);
  if ((input.type === AUTH_MODE.register || input.type === AUTH_MODE.bind) && registered) {
    throw authError(ERR.MOBILE_TAKEN);
  }
  if (input.type === AUTH_MODE.forget && !registered) throw authError(ERR.MOBILE_NOT_REGISTERED);
  return sendCode(deps.db, deps.sms, {
    mobile: input.mobile,
    purpose: input.type,
    codeLength: Math.min(8, Math.max(4, settings.lengths.smsCode.max)),
    dailyLimit: settings.smsCodeSendLimit,
  });
}
