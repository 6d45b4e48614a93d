// Operator calls on what every player sees: maintenance and the configuration documents (versioned). After a
// change the platform's catalogue cache is dropped here; the BFF drops its cached appConfig through the calls'
// `policy.invalidates` (its Redis fan-out reaches every instance).
import { configGet, configHistory, configSet } from '../../catalogue/config-versions';
import { readMaintenance, switchMaintenance } from '../../catalogue/maintenance';
import type { CatalogueService } from '../../catalogue/service';
import { defineOpsHandlers } from '../../core/ops-handlers';
import type { Db } from '../../db/client';

export function appOpsHandlers(deps: { db: Db; catalogue: CatalogueService }) {
  const { db, catalogue } = deps;
  return defineOpsHandlers({
    maintenanceGet: {
      async handle() {
        const m = await readMaintenance(db);
        return { on: m.status === 1, title: m.title, message: m.content, endsAt: m.endTime };
      },
    },
    maintenanceSet: {
      async handle(input, ctx) {
        const change = await db.transaction(async (tx) => {
          const c = await switchMaintenance(tx, input);
          await ctx.audit(tx, {
            action: input.on ? 'maintenance.on' : 'maintenance.off',
            targetType: 'maintenance',
            targetId: 1,
            before: c.before,
            after: c.after,
          });
          return c;
        });
        catalogue.invalidate();
        const m = change.after;
        return { on: m.status === 1, title: m.title, message: m.content, endsAt: m.endTime };
      },
    },
    configGet: { handle: (input) => configGet(db, input.key) },
    configSet: {
      async handle(input, ctx) {
        const version = await configSet(
          db,
          { ...input, by: ctx.operator().login },
          {
            inTx: (tx, v) =>
              ctx.audit(tx, {
                action: v.status === 'applied' ? 'config.apply' : 'config.schedule',
                targetType: 'config',
                targetId: `${v.key}#${v.version}`,
                before: v.before,
                after: v.after,
                reason: input.reason,
              }),
          },
        );
        catalogue.invalidate();
        return version;
      },
    },
    configHistory: { handle: (input) => configHistory(db, input.key, input) },
  });
}
