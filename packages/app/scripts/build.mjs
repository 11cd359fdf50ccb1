// `npm run build`: the browser's build (`vite build`, a child process) and the landing's pre-render
// side by side: the pre-render renders the landing page to HTML (src/prerender.tsx, built for Node
// into a temporary folder) while the browser's build runs, then writes two pages into dist/:
//   index.html  the landing, painted from the HTML before any JavaScript runs (served for `/`);
//   app.html    the empty shell every other client-side route is answered with.
// Both carry the theme's classes on <html> from the first paint (the inline script picks the
// saved theme), and their brotli/gzip siblings are rewritten so the server never sends a stale one.
// The two builds share nothing but the sources; side by side they use both cores of a small
// machine instead of one after the other (`npm start` on a fresh clone, issue 28).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { writeCompressedSiblings } from '../precompress.ts';

const appDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(appDir, 'dist');
const ROOT = '<div id="root"></div>';

/** `vite build` for the browser, its output passed through; rejects when it fails. */
function browserBuild() {
  return new Promise((resolve, reject) => {
    const vite = path.join(appDir, 'node_modules/.bin/vite');
    const bin = fs.existsSync(vite) ? vite : path.join(appDir, '../../node_modules/.bin/vite');
    const child = spawn(process.execPath, [bin, 'build'], { cwd: appDir, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build falhou (código ${code}).`)),
    );
  });
}

// Inside the app's folder, so that Node finds the externalised packages (react…) from there.
const outDir = path.join(appDir, 'node_modules/.cache/sppock-prerender');
const browser = browserBuild();
// Handled below; a pre-render failure must not leave the browser's build unobserved.
browser.catch(() => {});
try {
  await build({
    root: appDir,
    configFile: path.join(appDir, 'vite.config.ts'),
    logLevel: 'error',
    build: {
      ssr: path.join(appDir, 'src/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
    },
  });
  const { renderLanding, themeClasses } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const markup = await renderLanding('http://localhost');
  if (!markup.includes('<main')) {
    throw new Error('O pré-render da página inicial não gerou o conteúdo principal.');
  }
  await browser;
  const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!shell.includes(ROOT)) {
    throw new Error(`dist/index.html precisa de ${ROOT} para o pré-render.`);
  }
  // Runs in <head>, after the theme script that already chose 'dark' or 'light': the theme's
  // classes take over the page background from that script's inline style here, before the body
  // exists. Left for the app to remove at hydration (HandOverPageBackground), the same change
  // restyled all ~1,300 elements of the landing in one task (124 ms under Lighthouse's 4× CPU).
  const themeScript = `<script>(()=>{var d=document.documentElement;var c=${JSON.stringify(themeClasses)};d.classList.add.apply(d.classList,c[d.classList.contains('dark')?'dark':'light'].split(' '));d.style.removeProperty('background-color');d.style.removeProperty('color-scheme')})()</script>`;
  const withTheme = shell.replace('</head>', `    ${themeScript}\n  </head>`);
  await write('app.html', withTheme);
  await write('index.html', paintFirst(withTheme.replace(ROOT, `<div id="root">${markup}</div>`)));
  console.log(
    `pré-render: página inicial com ${(markup.length / 1024).toFixed(1)} KB de HTML em dist/index.html`,
  );
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
  // Whatever happened to the pre-render, the browser's build is not left running.
  await browser.catch((error) => {
    process.exitCode = 1;
    console.error(error instanceof Error ? error.message : error);
  });
}

/**
 * The landing's entry script runs once the browser has painted the pre-rendered page. A module
 * script runs as soon as the page is parsed: when the script arrives as early as the stylesheet (a
 * fast connection, a repeat visit with the script cached), the browser first compiled and ran
 * ~400 KB of JavaScript and started hydrating, and painted the HTML it already had only after that
 * (Lighthouse's simulated mobile LCP of the landing swung between 1.7 and 2.8 s with the order the
 * scripts happened to run in). The script is still fetched from the start (`modulepreload`); it
 * runs in the task after the first contentful paint (the paint timing entry). A page opened in a
 * background tab paints nothing until shown, so it runs at once, as does a browser without paint
 * timing; and after 3 s whatever happened, so a page that never reports a paint still starts.
 */
function paintFirst(html) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) {
    throw new Error('dist/index.html precisa do <script type="module"> do app para o pré-render.');
  }
  const src = JSON.stringify(entry[1]);
  const loader = `let done=false;const run=()=>{if(!done){done=true;import(${src})}};if(document.visibilityState==='hidden'||!PerformanceObserver.supportedEntryTypes?.includes('paint')){run()}else{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length>0){observer.disconnect();setTimeout(run)}}).observe({type:'paint',buffered:true});setTimeout(run,3000)}`;
  return html.replace(
    entry[0],
    `<link rel="modulepreload" crossorigin href=${src}>\n    <script type="module">${loader}</script>`,
  );
}

async function write(name, content) {
  const file = path.join(dist, name);
  fs.writeFileSync(file, content);
  await writeCompressedSiblings(file, Buffer.from(content));
}
