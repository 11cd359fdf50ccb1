// Builds the app when its sources changed, then starts the reference server — which serves the
// built app and the API on one port, as `npm start` does — on a free port with a fresh data
// directory. The tests read the address with `inject('baseUrl')`.
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain JavaScript script of the repository, without declarations.
import { buildIfChanged, START_BUILDS } from '../../scripts/builds.mjs';
import { formatViolations, startConformanceProxy } from './conformance';
import { freePort, type ReferenceServer, startReferenceServer } from './referenceServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    screenshotsDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const appDist = path.join(root, 'packages/app/dist');

/** The reference app's build, as `npm start` runs it: skipped when its sources' content is unchanged. */
const APP_BUILD = START_BUILDS.find((build: { name: string }) => build.name === 'app');

export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    // Against a server someone else started (e.g. `npm start` while writing a test).
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    project.provide('screenshotsDir', path.join(import.meta.dirname, 'screenshots'));
    return;
  }
  await buildIfChanged(APP_BUILD);
  const port = await freePort();
  const serverUrl = `http://127.0.0.1:${port}`;
  // The browser reaches the server through the contract's validating proxy (issue 17): every API
  // call of every journey is checked against the bundle, and a violation fails the run.
  const proxy = await startConformanceProxy(serverUrl);
  const baseUrl = proxy.url;
  let server: ReferenceServer;
  try {
    server = await startReferenceServer({
      port,
      env: {
        STATIC_DIR: appDist,
        PUBLIC_APP_URL: baseUrl,
        // The offline answer arrives word by word, as a model's would, so a journey can stop it.
        LLM_OFFLINE_STREAM_DELAY_MS: '6',
      },
    });
  } catch (error) {
    await proxy.close();
    throw error;
  }
  const screenshotsDir = path.join(import.meta.dirname, 'screenshots');
  fs.mkdirSync(screenshotsDir, { recursive: true });
  project.provide('baseUrl', baseUrl);
  project.provide('screenshotsDir', screenshotsDir);
  console.log(`[e2e] servidor em ${baseUrl} (dados em ${server.dataDir})`);
  return async () => {
    await server.stop();
    await proxy.close();
    if (process.env.E2E_SERVER_LOG) {
      console.log(server.log());
    }
    const violations = proxy.violations();
    console.log(
      `[e2e] conformidade: ${proxy.seen().length} operações chamadas, ${violations.length} violações do contrato`,
    );
    if (violations.length > 0) {
      throw new Error(`[e2e] respostas ou pedidos fora do contrato:\n${formatViolations(violations)}`);
    }
  };
}
