// `npm start`: configuration from the environment, migrations, seed, listen.
import module from 'node:module';
import v8 from 'node:v8';
import vm from 'node:vm';

// V8's compiled code of every module the server loads, kept on disk (the system's temporary
// folder, or NODE_COMPILE_CACHE) and reused while a module's source is unchanged: most of a start
// with nothing changed is loading modules (issue 28). Turned on before the server's modules are
// imported, hence the dynamic imports below.
module.enableCompileCache?.();

async function main(): Promise<void> {
  const [{ buildServer }, { ConfigError, loadConfig, redact }, { preloadTokenizer }, { awaitStartBuilds }] =
    await Promise.all([
      import('./app.ts'),
      import('./config.ts'),
      import('./modules/llm/tokens.ts'),
      import('./start-gate.ts'),
    ]);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // All but what reads the built app, done while `npm start` may still be building the app and the
  // embed (start-gate.ts): the token counter built, the database opened, migrated and seeded, the
  // routes bound; the app's pages are read once the builds are done.
  preloadTokenizer();
  const server = await buildServer({
    config,
    // The app's folder is known once it is built: under npm start, the configuration is read again.
    beforeWebApp: async () =>
      (await awaitStartBuilds()) ? { staticDir: loadConfig().staticDir } : undefined,
  });
  const { app, services } = server;
  collectStartGarbage();
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;

  const lines = [
    '',
    `  Sppock — servidor de referência ouvindo em ${url}`,
    `  banco: ${services.databaseKind === 'postgres' ? redact(config.databaseUrl ?? '') : `PGlite em ${config.dataDir}`}`,
    `  limites de requisição: ${services.limiter.kind === 'redis' ? 'Redis' : 'em processo'}; pagamentos: ${services.payments.name === 'stripe' ? 'Stripe' : 'modo de teste'}`,
    `  e-mail: ${services.messenger.delivery.email === 'smtp' ? 'SMTP' : 'caixa de saída'}; SMS: ${services.messenger.delivery.sms === 'http' ? 'provedor HTTP' : 'caixa de saída'}`,
  ];
  if (!config.production) {
    lines.push(`  caixa de saída de desenvolvimento: ${url}/__dev/outbox`);
    if (server.demoAccounts.length > 0) {
      lines.push('  contas de demonstração (senha inicial):');
      for (const account of server.demoAccounts) {
        lines.push(
          `    ${account.role.padEnd(13)} ${account.email.padEnd(20)} ${account.password}  (plano ${account.plan})`,
        );
      }
    }
  }
  if (server.notImplemented.length > 0) {
    lines.push(`  ${server.notImplemented.length} operações do contrato ainda respondem 501.`);
  }
  lines.push('');
  app.log.info(
    { url, demoAccounts: config.production ? undefined : server.demoAccounts },
    `Servidor pronto em ${url}`,
  );
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info({ signal }, 'Encerrando');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * One full garbage collection before listening. The start leaves a lot behind — the migrated
 * database's template read whole, the migrations, the contract's schemas compiled, the token
 * counter's tables built — and V8 collects it only when later allocation asks: an idle server kept
 * it (first start on a new data folder, measured 2026-11-27: 460 MB resident 20 s after listening,
 * 345 MB with this collection; issue 28). About 0.1 s, before any request can wait on it. The
 * collector is reached the way Jest reaches it for `--logHeapUsage`, without a global `gc`.
 */
function collectStartGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
