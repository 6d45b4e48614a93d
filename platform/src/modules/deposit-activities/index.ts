// The deposit activities' door: first deposit (FirstDeposit 44), deposit ladder (17), accumulated (28) and
// continuous (43) deposit rewards. Deposits reach it through its accrual consumer (the signed-webhook credit's
// ledger row); rewards are claimed through the rewards engine.
import type { ModuleContext, PlatformModule } from '../module';
import { depositActivitiesConsumer } from './consumer';
import { depositActivityHandlers } from './routes';
import { createDepositActivityService } from './service';

export { depositActivitiesConsumer } from './consumer';

export function depositActivitiesModule(ctx: ModuleContext): PlatformModule {
  const service = createDepositActivityService(ctx);
  return {
    name: 'deposit-activities',
    handlers: depositActivityHandlers(service),
    consumers: [depositActivitiesConsumer],
  };
}
