// The profile module's door.
import type { ModuleContext, PlatformModule } from '../module';
import { profileHandlers } from './routes';
import { createProfileService } from './service';

export { type DeliveryAddress, deliveryAddress } from './address';
export { checkBirthday } from './service';

export function profileModule(ctx: ModuleContext): PlatformModule {
  return { name: 'profile', handlers: profileHandlers(createProfileService(ctx)) };
}
