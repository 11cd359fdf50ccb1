// Lints one domain of the contract on its own, so a domain can be checked while others are
// still being written: `node scripts/contract-partial.mjs accounts`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const domain = process.argv[2];
if (!domain) {
  console.error('uso: node scripts/contract-partial.mjs <domínio>');
  process.exit(2);
}
const root = fs.readFileSync('openapi/openapi.yaml', 'utf8');
const [head, rest] = root.split('\npaths:\n');
const [pathsBlock, components] = rest.split('\ncomponents:\n');
const lines = pathsBlock.split('\n');
const kept = [];
for (let i = 0; i < lines.length; i += 2) {
  if (lines[i + 1]?.includes(`paths/${domain}/`)) {
    kept.push(lines[i], lines[i + 1]);
  }
}
const partial = path.join('openapi', `.partial-${domain}.yaml`);
fs.writeFileSync(partial, `${head}\npaths:\n${kept.join('\n')}\ncomponents:\n${components}`);
try {
  execFileSync(
    'npx',
    ['redocly', 'lint', partial, '--skip-rule', 'no-unused-components', '--format=stylish'],
    {
      stdio: 'inherit',
    },
  );
} catch {
  process.exitCode = 1;
} finally {
  fs.rmSync(partial);
}
