import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { flushReact } from '../../testing/flush';
import { Markdown } from './Markdown';
import { safeUrl } from './safeUrl';

declare global {
  interface Window {
    __xss?: number;
  }
}

/**
 * Inputs that try to run script through markdown: raw HTML, event attributes, and links or
 * images with dangerous schemes in many casings and encodings. Each one would set
 * `window.__xss` if it ran.
 */
const XSS_CORPUS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '<svg onload="window.__xss = 1"></svg>',
  '<iframe src="javascript:window.__xss = 1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
  '<a href="javascript:window.__xss = 1">html link</a>',
  '<details open ontoggle="window.__xss = 1">x</details>',
  '<body onload="window.__xss = 1">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '[click](javascript:window.__xss=1)',
  '[click](JaVaScRiPt:window.__xss=1)',
  '[click](  javascript:window.__xss=1)',
  '[click](java\tscript:window.__xss=1)',
  '[click](&#106;avascript:window.__xss=1)',
  '[click](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:window.__xss=1)',
  '[click](javascript&colon;window.__xss=1)',
  '[click](%6A%61%76%61%73%63%72%69%70%74:window.__xss=1)',
  '[click](vbscript:msgbox(1))',
  '[click](VBScript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)',
  '[click](DATA:text/html,<script>window.__xss=1</script>)',
  '[click](file:///etc/passwd)',
  '[ref][x]\n\n[x]: javascript:window.__xss=1',
  '<javascript:window.__xss=1>',
  '![img](javascript:window.__xss=1)',
  '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcz0xIi8+)',
  '[x](https://example.com "title\\" onmouseover=\\"window.__xss=1")',
];

const DANGEROUS_TAGS = ['script', 'iframe', 'svg', 'object', 'embed', 'style', 'details', 'math', 'body'];

describe('Markdown', () => {
  beforeEach(() => {
    window.__xss = undefined;
  });
  afterEach(() => {
    window.__xss = undefined;
  });

  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <Markdown>
        {
          '## Plano de ação\n\nAqui está o **resumo** com um [link](https://sppock.com.br).\n\n- Item um\n- Item dois\n\n> Citação\n\n`código` e\n\n```\nbloco\n```'
        }
      </Markdown>,
    );
  });

  it('opens links in a new tab with rel="noopener noreferrer"', async () => {
    const screen = await renderInTheme(<Markdown>{'Veja [o site](https://sppock.com.br/precos).'}</Markdown>);
    const link = screen.getByRole('link', { name: 'o site' });
    await expect.element(link).toHaveAttribute('href', 'https://sppock.com.br/precos');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps single line breaks', async () => {
    const screen = await renderInTheme(<Markdown>{'linha um\nlinha dois'}</Markdown>);
    expect(screen.container.querySelectorAll('br')).toHaveLength(1);
  });

  it('renders markdown structure', async () => {
    const screen = await renderInTheme(<Markdown>{'# Título\n\n1. um\n2. dois'}</Markdown>);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Título' })).toBeVisible();
    expect(screen.container.querySelectorAll('ol > li')).toHaveLength(2);
  });

  it('renders no empty heading (an answer stopped right after "## ")', async () => {
    for (const text of ['Ideias:\n\n## ', 'Ideias:\n\n##', '# \n\ntexto', '###   ']) {
      const screen = await renderInTheme(<Markdown>{text}</Markdown>);
      await flushReact();
      expect(screen.container.querySelectorAll('h1, h2, h3, h4, h5, h6'), JSON.stringify(text)).toHaveLength(
        0,
      );
    }
    await expectAccessibleInBothThemes(<Markdown>{'Ideias para a cafeteria:\n\n## '}</Markdown>);
    const screen = await renderInTheme(<Markdown>{'## ![logo](https://sppock.com.br/logo.png)'}</Markdown>);
    expect(screen.container.querySelectorAll('h2')).toHaveLength(1);
  });

  it.each(XSS_CORPUS)('neutralises %s', async (input) => {
    const screen = await renderInTheme(<Markdown>{input}</Markdown>);
    await flushReact();
    // Give any injected handler (onerror, onload) the chance to fire.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const root = screen.container;
    expect(window.__xss).toBeUndefined();
    for (const tag of DANGEROUS_TAGS) {
      expect(root.querySelector(`[data-theme] ${tag}`), `<${tag}> sobreviveu`).toBeNull();
    }
    for (const element of Array.from(root.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.startsWith('on'), `${attribute.name} em <${element.tagName}>`).toBe(false);
        if (['href', 'src', 'srcdoc', 'action', 'formaction'].includes(attribute.name)) {
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the browser ignores them too.
          const compact = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          expect(compact, `${attribute.name}=${attribute.value}`).not.toMatch(
            /^(javascript|vbscript|data|file):/,
          );
        }
      }
    }
  });

  it('shows raw HTML as text instead of rendering it', async () => {
    const screen = await renderInTheme(<Markdown>{'<b>negrito?</b>'}</Markdown>);
    expect(screen.container.querySelector('[data-theme] b')).toBeNull();
    await expect.element(screen.getByText('<b>', { exact: false })).toBeVisible();
  });
});

describe('safeUrl', () => {
  it('allows web, mail and phone links and relative URLs', () => {
    for (const url of [
      'https://a.com',
      'http://a.com',
      'mailto:a@b.com',
      'tel:+5581999999999',
      '/precos',
      '#faq',
      'a/b:c',
      '?q=1:2',
    ]) {
      expect(safeUrl(url)).toBe(url);
    }
  });

  it('drops every other scheme, whatever the casing or spacing', () => {
    for (const url of [
      'javascript:x',
      'JAVASCRIPT:x',
      ' javascript:x',
      'java\nscript:x',
      '\u0001javascript:x',
      'vbscript:x',
      'data:text/html,x',
      'file:///x',
      'blob:https://a',
    ]) {
      expect(safeUrl(url), url).toBe('');
    }
  });

  it('allows only http(s) images', () => {
    expect(safeUrl('https://a.com/x.png', 'image')).toBe('https://a.com/x.png');
    expect(safeUrl('mailto:a@b.com', 'image')).toBe('');
    expect(safeUrl('data:image/png;base64,AAAA', 'image')).toBe('');
  });
});
