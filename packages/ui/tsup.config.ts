import { readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * One entry per public subpath. Feature folders (`chat`, `account`, …) add theirs here and in
 * package.json `exports` when they get content.
 */
const entry = {
  index: 'src/index.ts',
  theme: 'src/theme/index.ts',
  navigation: 'src/navigation/index.ts',
  landing: 'src/landing/index.ts',
  auth: 'src/auth/index.ts',
  shell: 'src/shell/index.ts',
  account: 'src/account/index.ts',
  plans: 'src/plans/index.ts',
  assessments: 'src/assessments/index.ts',
  support: 'src/support/index.ts',
  chatbot: 'src/chatbot/index.ts',
  console: 'src/console/index.ts',
  tutorials: 'src/tutorials/index.ts',
  chat: 'src/chat/index.ts',
  'custom-agents': 'src/customAgents/index.ts',
};

/**
 * Private entries, one per primitive, only so that code splitting puts each primitive in its own
 * chunk: a host that imports `{ Button }` then bundles the Button chunk and not the rest (JS is
 * side-effect free; `sideEffects` lists only the CSS). They are not in `exports`.
 */
const primitiveEntries = Object.fromEntries(
  readdirSync('src/primitives', { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory())
    .map((dirent) => [`internal/${dirent.name}`, `src/primitives/${dirent.name}/index.ts`]),
);

export default defineConfig({
  entry: { ...entry, ...primitiveEntries },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  // Types only for the public entries (the private ones would repeat them).
  dts: { entry },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  // Dependencies stay imports: the host's bundler dedupes them.
  external: [
    /^react($|\/)/,
    /^react-dom($|\/)/,
    /^@floating-ui\//,
    /^@vanilla-extract\/(css|recipes)/,
    'lucide-react',
    /^react-markdown/,
    /^remark-/,
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.conditions = ['@sppock/source', 'module', 'import'];
    options.jsx = 'automatic';
  },
  // Each public entry imports its own stylesheet, so the CSS arrives with the components (declared in
  // `sideEffects`); hosts that prefer a <link> import `@sppock/ui/styles.css` instead.
  async onSuccess() {
    for (const css of readdirSync('dist').filter((file) => file.endsWith('.css'))) {
      // The JS file that owns the stylesheet: a public entry (`account.css` → `account.js`), or a
      // lazily loaded chunk (`UsageHistoryChart-<hash>.css` → `UsageHistoryChart-<hash>.js`).
      const base = css.replace(/\.css$/, '');
      const chunk = base.replace(/-[A-Z0-9]{8}$/, '');
      const js =
        base in entry
          ? `${base}.js`
          : readdirSync('dist').find((file) => file.startsWith(`${chunk}-`) && file.endsWith('.js'));
      if (!js) {
        continue;
      }
      // esbuild heads each rule group with its virtual file name, which for vanilla-extract
      // embeds the source as base64: strip those comments (and the map they would skew).
      const stylesheet = await readFile(`dist/${css}`, 'utf8');
      await writeFile(
        `dist/${css}`,
        stylesheet
          .replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, '')
          .replace(/\/\*# sourceMappingURL=.*\*\/\n?/, ''),
      );
      await rm(`dist/${css}.map`, { force: true });
      const source = await readFile(`dist/${js}`, 'utf8');
      const statement = `import './${css}';\n`;
      if (!source.startsWith(statement)) {
        await writeFile(`dist/${js}`, statement + source);
      }
    }
  },
});
