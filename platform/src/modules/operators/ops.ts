import { isOperatorRole, OPERATOR_ROLES, type OperatorRole } from '@casino/contracts/operator-roles';
import { eq } from 'drizzle-orm';
import { cliActor } from '../../core/audit';
import type { OpsCommand } from '../../core/module';
import { operators } from '../../db/schema';
import {
  createOperator,
  listOperators,
  reissueSignIn,
  setOperatorDisabled,
  setOperatorRoles,
} from './operators';

const USAGE =
  'operator add <login> --role <role> [--role <role>…] (initial password on stdin) | operator list | operator disable|enable <login> <reason…> | operator roles <login> --role <role> [--role <role>…] <reason…> | operator reissue <login> <reason…>';

/** The words that are not `--role <role>` pairs, after the sub-command and login: the reason. */
function reasonArgs(args: string[]): string {
  const words: string[] = [];
  for (let i = 2; i < args.length; i++) {
    if (args[i] === '--role') i++;
    else words.push(args[i]!);
  }
  return words.join(' ').trim();
}

function roleArgs(args: string[]): OperatorRole[] {
  const roles: OperatorRole[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] !== '--role') continue;
    const role = args[i + 1];
    if (!isOperatorRole(role))
      throw new Error(`--role takes one of ${OPERATOR_ROLES.join(', ')}\nusage: ${USAGE}`);
    roles.push(role);
  }
  return roles;
}

/** The first admin comes from here; the console creates the rest (operatorCreate). */
export const operatorsOps: Record<string, OpsCommand> = {
  operator: {
    usage: USAGE,
    summary:
      'create an operator (prints one JSON line with the TOTP secret, shown once), list operators, disable or enable one, change their roles, or re-issue their sign-in (a new password and TOTP secret, printed once: the way back in for the last admin)',
    auditsItself: true,
    reads: (args) => args[0] === 'list',
    readsStdin: (args) => args[0] === 'add',
    async run(ctx, args) {
      const [sub, login] = args;
      const actor = ctx.actor ?? cliActor();
      if (sub === 'add') {
        const roles = roleArgs(args);
        if (!login || login.startsWith('--') || roles.length === 0) throw new Error(`usage: ${USAGE}`);
        const password = (ctx.stdin ?? '').replace(/\r?\n$/, '');
        if (password.length < 10 || password.length > 128) {
          throw new Error('the initial password (on standard input) must be 10 to 128 characters');
        }
        const made = await createOperator(ctx.db, actor, {
          login: login.trim().toLowerCase(),
          roles,
          password,
        });
        return JSON.stringify({ id: made.id, login: made.login, totpSecret: made.totpSecret });
      }
      if (sub === 'list') {
        const page = await listOperators(ctx.db, { pageNum: 1, pageSize: 100 });
        if (page.list.length === 0)
          return 'no operators (create the first admin: operator add <login> --role admin)';
        return page.list
          .map(
            (o) =>
              `${o.id}  ${o.login.padEnd(24)} ${o.roles.join(',').padEnd(30)} ${o.disabled ? 'DISABLED' : 'active'}`,
          )
          .join('\n');
      }
      const named = async () => {
        const reason = reasonArgs(args);
        if (reason.length < 3) throw new Error(`say why\nusage: ${USAGE}`);
        const [op] = await ctx.db
          .select({ id: operators.id })
          .from(operators)
          .where(eq(operators.login, (login ?? '').trim().toLowerCase()));
        if (!op) throw new Error(`no operator "${login}"`);
        return { operatorId: op.id, reason };
      };
      if ((sub === 'disable' || sub === 'enable') && login) {
        await setOperatorDisabled(
          ctx.db,
          actor,
          { ...(await named()), disabled: sub === 'disable' },
          new Date(),
        );
        return `operator ${login} ${sub}d`;
      }
      if (sub === 'roles' && login) {
        const roles = roleArgs(args);
        if (roles.length === 0) throw new Error(`usage: ${USAGE}`);
        const changed = await setOperatorRoles(ctx.db, actor, { ...(await named()), roles });
        return `operator ${changed.login} now has roles ${changed.roles.join(', ')}`;
      }
      if (sub === 'reissue' && login) {
        const made = await reissueSignIn(ctx.db, actor, await named(), new Date());
        return JSON.stringify({
          id: made.id,
          login: made.login,
          password: made.initialPassword,
          totpSecret: made.totpSecret,
          sessionsEnded: made.sessionsEnded,
        });
      }
      throw new Error(`usage: ${USAGE}`);
    },
  },
};
