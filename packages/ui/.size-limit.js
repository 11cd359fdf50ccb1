import { readFileSync } from 'node:fs';

/**
 * Each public entry imports its stylesheet. Rolldown cannot parse CSS, so the stylesheet becomes
 * a module that injects it: its bytes count in the budget, as they do on a partner's page.
 */
const cssAsModule = {
  name: 'sppock-css-as-module',
  load(id) {
    if (!id.endsWith('.css')) {
      return null;
    }
    const css = JSON.stringify(readFileSync(id, 'utf8'));
    const code = `const style = document.createElement('style'); style.textContent = ${css}; document.head.append(style);`;
    return { code, moduleType: 'js' };
  },
};

const withCss = (config) => ({ ...config, plugins: [...(config.plugins ?? []), cssAsModule] });

const check = (name, path, imports, limit) => ({
  name,
  path,
  import: imports,
  limit,
  modifyRolldownConfig: withCss,
});

/**
 * Budgets: minified + brotli, JS and CSS of the entry, dependencies included, React excluded
 * (a peer). A regression past a budget fails `npm run size`. The entries with forms carry
 * react-hook-form (about 10 kB), the one form library every form uses since issue 9.
 */
export default [
  check('@sppock/ui (tudo)', 'dist/index.js', '*', '87 kB'),
  check('@sppock/ui { Button }', 'dist/index.js', '{ Button }', '7 kB'),
  check(
    '@sppock/ui { DialogRoot, DialogContent }',
    'dist/index.js',
    '{ DialogRoot, DialogContent }',
    '25 kB',
  ),
  check('@sppock/ui { toast, Toaster }', 'dist/index.js', '{ toast, Toaster }', '15 kB'),
  check('@sppock/ui { Markdown }', 'dist/index.js', '{ Markdown }', '40 kB'),
  check('@sppock/ui/theme', 'dist/theme.js', '*', '4.5 kB'),
  check('@sppock/ui/landing', 'dist/landing.js', '*', '57 kB'),
  check('@sppock/ui/auth', 'dist/auth.js', '*', '45 kB'),
  check('@sppock/ui/shell', 'dist/shell.js', '*', '40 kB'),
  // Includes the 12-month chart (recharts, about 95 kB), a chunk loaded only when Uso de Tokens opens.
  check('@sppock/ui/account', 'dist/account.js', '*', '158 kB'),
  check('@sppock/ui/plans', 'dist/plans.js', '*', '38 kB'),
];
