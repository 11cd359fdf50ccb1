// Operator commands: `npm run sppock -- <command>` (same DATABASE_URL / DATA_DIR as the server).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { passwordProblem, passwordProblemMessage } from './modules/accounts/password-policy.ts';
import { users } from './modules/accounts/schema.ts';
import { createUser, findUserByEmail, isUniqueViolation, normalizeEmail } from './modules/accounts/users.ts';
import { CONSOLE_USAGE, ConsoleUsageError, runConsoleCommand } from './modules/console/cli.ts';
import { seedReferenceData } from './seed.ts';

const USAGE = `Uso: npm run sppock -- <comando> [opções]

Comandos:
  migrate                         aplica as migrações pendentes e cria os planos e as
                                  categorias de suporte
  create-user --email <e-mail> [--password <senha>] [--first-name <nome>]
              [--last-name <sobrenome>] [--phone <DDD+número>] [--superuser]
                                  cria uma conta já verificada; sem --password,
                                  gera uma senha e a mostra uma vez
  make-superuser <e-mail>         dá acesso de superusuário a uma conta
${CONSOLE_USAGE}
  help                            mostra esta ajuda

Usa as mesmas variáveis do servidor: DATABASE_URL (PostgreSQL) ou DATA_DIR (PGlite, padrão packages/server/.data).`;

export class UsageError extends Error {}

function generatedPassword(): string {
  // 18 random bytes: far past any dictionary, so it passes the password policy.
  return randomBytes(18).toString('base64url');
}

export async function runCli(
  argv: string[],
  out: (line: string) => void = console.log,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    out(USAGE);
    return command ? 0 : 2;
  }
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    switch (command) {
      case 'migrate': {
        out(
          `Migrações aplicadas (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite em ${config.dataDir}`}).`,
        );
        return 0;
      }
      case 'create-user': {
        const { values } = parseArgs({
          args: rest,
          options: {
            email: { type: 'string' },
            password: { type: 'string' },
            'first-name': { type: 'string' },
            'last-name': { type: 'string' },
            phone: { type: 'string' },
            superuser: { type: 'boolean', default: false },
          },
          strict: true,
        });
        const email = values.email ? normalizeEmail(values.email) : '';
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
          throw new UsageError('Informe um e-mail válido com --email.');
        }
        const password = values.password ?? generatedPassword();
        const problem = await passwordProblem(password, [
          values['first-name'] ?? '',
          values['last-name'] ?? '',
          email,
        ]);
        if (problem) {
          throw new UsageError(passwordProblemMessage(problem));
        }
        const phone = (values.phone ?? '').replace(/\D+/g, '');
        if (phone && !/^\d{10,11}$/.test(phone)) {
          throw new UsageError('Informe o celular com DDD: 10 ou 11 dígitos.');
        }
        try {
          const user = await createUser(
            database.db,
            {
              email,
              password,
              firstName: values['first-name'],
              lastName: values['last-name'],
              phone,
              isSuperuser: values.superuser,
              isActive: true,
            },
            systemClock.now(),
          );
          out(`Conta criada: ${user.email} (id ${user.id})${user.isSuperuser ? ', superusuário' : ''}.`);
          if (!values.password) {
            out(`Senha gerada: ${password}`);
          }
          return 0;
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new UsageError(`Já existe uma conta com o e-mail ${email}.`);
          }
          throw error;
        }
      }
      case 'make-superuser': {
        const email = rest[0];
        if (!email) {
          throw new UsageError('Informe o e-mail: npm run sppock -- make-superuser <e-mail>');
        }
        const user = await findUserByEmail(database.db, email);
        if (!user) {
          throw new UsageError(`Nenhuma conta com o e-mail ${normalizeEmail(email)}.`);
        }
        await database.db.update(users).set({ isSuperuser: true }).where(eq(users.id, user.id));
        out(`${user.email} agora é superusuário.`);
        return 0;
      }
      case 'prices':
      case 'limits':
        return await runConsoleCommand(command, rest, database.db, out, systemClock);
      default:
        throw new UsageError(`Comando desconhecido: ${command}\n\n${USAGE}`);
    }
  } finally {
    await database.close();
  }
}

const invokedDirectly = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (invokedDirectly) {
  runCli(process.argv.slice(2))
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      if (
        error instanceof UsageError ||
        error instanceof ConsoleUsageError ||
        error instanceof ConfigError ||
        String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS')
      ) {
        console.error((error as Error).message);
        process.exitCode = 2;
        return;
      }
      console.error(error);
      process.exitCode = 1;
    });
}
