import { readFileSync } from 'node:fs';
import { COMMANDER_LATER_CHUNKS } from './scripts/embed-chunks.mjs';

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
  // 46 → 46.1 kB in issue 28: the page's tooltips and toasts mount without a synchronous re-render inside React's commit (the tooltip's trigger in a ref until it wakes, a plain portal for toasts); measured 46.07 kB.
  check('@sppock/ui/auth', 'dist/auth.js', '*', '46.1 kB'),
  // Includes the superuser's debug panel (about 20 kB with the forms kit), a chunk loaded only when
  // 'Debug Ambiente' opens it.
  check('@sppock/ui/shell', 'dist/shell.js', '*', '61 kB'),
  // Includes the 12-month chart (recharts, about 95 kB), a chunk loaded only when Uso de Tokens opens,
  // Integrações' visitor settings of a site (the monthly budget, the published agents: ~1.5 kB) and
  // the routing examples' export card (issue 26).
  // 165 → 166 kB in issue 29 item 2: the search across every conversation in 'Conversas' (the box,
  // its results with highlighted passages, Ctrl+K; 0.87 kB).
  // 166 → 167 kB in issue 30: the 'Chaves de API' tab (create with permissions, the secret shown
  // once in a dialog with copy, the list with last use, revoke with confirmation; +1.05 kB), and
  // 167 → 169 kB in issue 29 item 1: the 'Memória' tab (switches, the fact form, facts edited in
  // place and deleted after a confirmation, proposals to accept or decline; +1.87 kB).
  // 169 → 172 kB in issue 29 items 3 and 6: 'Compartilhar' (the share dialog), 'Links
  // compartilhados' with revoke, pin and rename in place in Conversas (+2.72 kB).
  // 172 → 174 kB in issue 31 item 1: the WhatsApp Business card in 'Integrações' (the connect
  // form with its secrets, the connected number and who answers, FormSelect; +2.06 kB).
  // 174 → 177 kB in issue 31 item 3: the 'Privacidade' tab (consents with their history, the
  // retention choice, the data export and its e-mailed link, processors and the team's reads; +2.55 kB).
  // 177 → 182.5 kB in issue 30 item 4: the 'Agendamentos' tab (the form with the picker, the cron
  // and the live next-run preview, the list's cards with their actions, the SDK's recurrence rule
  // with the cron reader and the Intl time-zone arithmetic, the five hooks; +5.07 kB).
  // 182.5 → 184 kB in issues 30 and 31: the team-key choice in 'Chaves de API', the CNPJ field
  // masked as typed in 'Perfil', and the Pix panel of 'Tokens extras' (QR, copia e cola, the
  // countdown; the SDK's two Pix hooks); 182.66 kB with all three.
  // 184 → 185.2 kB in issue 31 §2 (a plan paid by Pix): 'Pago com Pix até dd/mm/aaaa' and
  // 'Renovar com Pix' in 'Assinatura' — the plan period's dialog (PlanPixPayment), the panel's copy
  // for a plan, its own stylesheet now that /pricing shares it (measured 185.1 kB, +2.28 kB
  // against 182.82 kB; a lazy chunk would still count here).
  // 185.2 → 185.3 kB: why a team key only chats, said in 'Chaves de API' (measured 185.21 kB).
  // 185.3 → 186.6 kB in issue 28: a woken tooltip's positioning became a chunk loaded on the
  // first tip (the partner widgets' first open), counted here with its own copy of the tooltip's
  // stylesheet, as every lazy chunk is (measured 186.52 kB; the same for plans and chat below).
  check('@sppock/ui/account', 'dist/account.js', '*', '186.6 kB'),
  // Includes the life wheel (recharts, about 95 kB, a chunk loaded with the Roda da Vida results),
  // the report's Markdown (about 40 kB) and the forms' react-hook-form.
  check('@sppock/ui/assessments', 'dist/assessments.js', '*', '175 kB'),
  // 38 → 38.8 kB in issue 31 §2: 'Pagar com Pix' on the paid plans and 'Renovar com Pix' on a
  // plan paid by Pix — the Pix kit (the dialog, the QR panel with its countdown, the SDK's two Pix
  // hooks; measured 38.71 kB, +3.58 kB against 35.13 kB).
  // 38.8 → 39.8 kB in issue 28: the tooltip's chunk, as in account (measured 39.7 kB).
  // 39.8 → 39.9 kB in issue 28: the same mount without a re-render in the commit (39.80 kB).
  check('@sppock/ui/plans', 'dist/plans.js', '*', '39.9 kB'),
  // The inbox and the operators' queue with the forms kit (react-hook-form).
  check('@sppock/ui/support', 'dist/support.js', '*', '52 kB'),
  // The widget, its launcher and the prefilled support form of the hand-off.
  check('@sppock/ui/chatbot', 'dist/chatbot.js', '*', '45 kB'),
  // The Commander with the forms kit and its panels (file, link, voice, TXT export, debug); the
  // markdown renderer (react-markdown, about 37 kB) is a chunk loaded with the first answer.
  // 106 → 106.4 kB in issue 28 item 4: the streamed text's store (SDK), the memo boundaries of the
  // chat screen and the window's first paint (0.5 kB) took long conversations from ~37 long tasks
  // per streamed answer to 2–3. 106.4 → 106.8 kB in its last part: the composer that owns the draft
  // and the stable props of the message list and panels (0.34 kB), so a send renders only what changed.
  // 106.8 → 107 kB in issue 29 item 2: a search result opens its conversation at the message (the
  // list widens its window to the message, scrolls to it and outlines it: 0.11 kB).
  // 107 → 107.2 kB in issue 29 item 1: a chat send refreshes Minha Conta › Memória (a "lembre que…"
  // adds a fact), one more rule in the SDK's shared invalidation table (measured 107.02 kB).
  // 107 → 110.5 kB in issue 29 items 3 and 6: the sidebar pins, renames in place (the forms kit's
  // text field in this entry) and opens 'Compartilhar' (the share dialog), and the public
  // SharedConversationPage; measured 110.25 kB (+3.34 kB against 106.91).
  // 110.7 → 111.5 kB in issue 29 item 4 (+0.74 kB): the answer on its way is
  // followed when a conversation opens and after a dropped connection, and Stop reaches the server
  // (the SDK's resumeAnswer/stopAnswer and the hook's reattach loop).
  // 111.5 → 113.3 kB in issue 29 items 5 and 6: editing a sent message in place, `< 1/2 >` between
  // versions and the branch call, the answer's speed line and the context meter with its bar (+1.77 kB).
  // 113.3 → 113.4 kB in issue 30 item 4: the invalidation rules of the schedules' calls (10 B).
  // 113.4 → 113.6 kB in issue 28: the SDK writes reais and token amounts in words without Intl
  // (113.59 kB), as the landing's first Intl.NumberFormat cost a 133 ms task under Lighthouse's 4× CPU.
  // 113.6 → 114.6 kB in issue 28: the tooltip's chunk, as in account (measured 114.51 kB).
  // 114.6 → 114.7 kB in issue 28: the same mount without a re-render in the commit (114.64 kB).
  check('@sppock/ui/chat', 'dist/chat.js', '*', '114.7 kB'),
  // Includes the usage tabs' bar chart (recharts, about 95 kB), a chunk loaded only when Uso de
  // Tokens or Modelos LLM opens; the rest is the console with the forms kit (the limits form).
  check('@sppock/ui/console', 'dist/console.js', '*', '142 kB'),
  check('@sppock/ui/tutorials', 'dist/tutorials.js', '*', '9 kB'),
  // The team's custom agents (issue 21): the manager, its form (react-hook-form) and the agent's chat
  // (about 46 kB); includes the answers' markdown renderer (about 33 kB), a chunk loaded with the
  // first answer.
  // 82 → 90 kB in issue 29: the chat streams (useChatStream with its resume and Stop), pins and
  // renames its conversations in place (84.25 kB), and edits and regenerates with `< 1/2 >`
  // (the Commander chat's MessageEditor and BranchSwitcher, the branch hook; 89.59 kB).
  check('@sppock/ui/custom-agents', 'dist/custom-agents.js', '*', '90 kB'),
  // The partner embed (issue 16), gzip as served: the loader of the one script tag (no React), and
  // the chunks it loads on the visitor's first open (React, the chatbot or the Commander, its CSS).
  {
    name: 'embed: sppock-embed.js (carregador)',
    path: 'dist-embed/sppock-embed.js',
    gzip: true,
    limit: '10 kB',
  },
  // A widget's first open on a partner page, the loader included (issue 28: at most 80 KB; Crisp
  // loads about 130 KB, Intercom 300–500 KB). The widgets run on preact/compat
  // (vite.embed.config.ts): with react-dom they were 131 KB.
  {
    name: 'embed: carregador + sppock-widget.js (ao abrir o chatbot)',
    path: ['dist-embed/sppock-embed.js', 'dist-embed/sppock-widget.js'],
    rolldown: false,
    gzip: true,
    limit: '80 kB',
  },
  // The Commander's module and the shared chunks it imports, loaded on the first open; what loads
  // later has budgets of its own below.
  {
    name: 'embed: carregador + sppock-commander.js (ao abrir o Commander)',
    path: [
      'dist-embed/sppock-embed.js',
      'dist-embed/sppock-commander*.js',
      // What loads later (the first answer's markdown, the first mutation's invalidation rules,
      // the first tip's positioning): scripts/embed-chunks.mjs.
      ...COMMANDER_LATER_CHUNKS.map((name) => `!dist-embed/sppock-commander-${name}-*.js`),
    ],
    // The files as served: bundling them again would pull the lazy markdown chunk in.
    rolldown: false,
    gzip: true,
    limit: '80 kB',
  },
  {
    name: 'embed: dicas do Commander (na primeira dica)',
    path: 'dist-embed/sppock-commander-TooltipInteractions-*.js',
    rolldown: false,
    gzip: true,
    limit: '10 kB',
  },
  {
    name: 'embed: Markdown do Commander (na primeira resposta)',
    path: 'dist-embed/sppock-commander-Markdown-*.js',
    rolldown: false,
    gzip: true,
    limit: '40 kB',
  },
];
