// The SSRF guard, bypass class by bypass class, against a loopback test server that only the
// explicit test allow-list lets through.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAddress } from './address-policy.ts';
import { type FetchPageOptions, fetchPage, type Resolver, WebFetchError } from './fetch-page.ts';
import { WEB_MESSAGES as M } from './messages.ts';

const ARTICLE = `<!doctype html><html lang="pt-BR"><head><title>Café Batel — Cardápio de março</title>
<script>window.segredo = 'não deve aparecer';</script></head><body>
<nav>Início | Contato | Blog</nav>
<article><h1>Cardápio de março</h1>
<p>O Café Batel, em Curitiba, renovou o cardápio de março com grãos especiais do Cerrado Mineiro e
novas opções de café coado, preparados na hora por baristas certificados.</p>
<p>O cappuccino custa R$ 12,90 e o pão na chapa R$ 8,00. Às quintas-feiras há desconto de 10% para
quem traz a própria caneca, uma iniciativa para reduzir o uso de copos descartáveis.</p>
<p>A casa abre de segunda a sábado, das 7h às 19h, e aos domingos das 8h às 13h.</p></article>
<footer>© 2026 Café Batel</footer></body></html>`;

type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const routes = new Map<string, Route>();
const seenHosts: string[] = [];
let server: http.Server;
let port: number;
let base: string;

function options(extra: FetchPageOptions = {}): FetchPageOptions {
  return { allowedPorts: [port], testAllowAddresses: ['127.0.0.1'], timeoutMs: 3000, ...extra };
}

async function refusal(promise: Promise<unknown>): Promise<WebFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebFetchError);
  return error as WebFetchError;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seenHosts.push(String(req.headers.host));
    const route = routes.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    route(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  routes.set('/artigo', (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE),
  );
  routes.set('/texto', (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' })
      .end(Buffer.from('Preço: R$ 5', 'latin1')),
  );
  routes.set('/pdf', (_req, res) =>
    res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4'),
  );
  routes.set('/grande', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    // Chunked, no Content-Length: the cap must count the bytes as they come.
    const chunk = 'a'.repeat(64 * 1024);
    for (let i = 0; i < 40; i += 1) {
      res.write(chunk);
    }
    res.end();
  });
  routes.set('/lento', () => {
    // Never answers: only the time cap ends the fetch.
  });
  routes.set('/para-interno', (_req, res) => res.writeHead(302, { location: 'http://10.0.0.7/admin' }).end());
  routes.set('/para-metadados', (_req, res) =>
    res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  );
  routes.set('/para-loopback-v6', (_req, res) =>
    res.writeHead(307, { location: `http://[::1]:${port}/artigo` }).end(),
  );
  routes.set('/para-artigo', (_req, res) => res.writeHead(302, { location: '/artigo' }).end());
  routes.set('/laco', (_req, res) => res.writeHead(302, { location: '/laco' }).end());
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('fetchPage', () => {
  it('reads an article: title, address and readable text without scripts or navigation', async () => {
    const page = await fetchPage(`${base}/artigo`, options());
    expect(page.title).toBe('Café Batel — Cardápio de março');
    expect(page.url).toBe(`${base}/artigo`);
    expect(page.finalUrl).toBe(`${base}/artigo`);
    expect(page.text).toContain('O cappuccino custa R$ 12,90');
    expect(page.text).not.toContain('window.segredo');
  });

  it('follows a relative redirect and reports the final address', async () => {
    const page = await fetchPage(`${base}/para-artigo`, options());
    expect(page.finalUrl).toBe(`${base}/artigo`);
  });

  it('reads text/plain in its declared charset', async () => {
    expect((await fetchPage(`${base}/texto`, options())).text).toBe('Preço: R$ 5');
  });
});

describe('SSRF guard', () => {
  it('refuses loopback when the test allow-list is not set', async () => {
    const error = await refusal(fetchPage(`${base}/artigo`, { allowedPorts: [port] }));
    expect(error.message).toBe(M.blocked);
  });

  it.each([
    ['decimal IPv4', 'http://2130706433/'],
    ['hex IPv4', 'http://0x7f000001/'],
    ['octal IPv4', 'http://0177.0.0.1/'],
    ['short IPv4', 'http://127.1/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv4-mapped IPv6 (dotted)', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6 (hex)', 'http://[::ffff:7f00:1]/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['private 10/8', 'http://10.1.2.3/'],
    ['private 172.16/12', 'http://172.20.0.1/'],
    ['private 192.168/16', 'http://192.168.0.10/'],
    ['CGNAT 100.64/10', 'http://100.64.0.1/'],
    ['unspecified', 'http://0.0.0.0/'],
    ['multicast', 'http://224.0.0.1/'],
    ['IPv6 unique local fc00::/7', 'http://[fd00:ec2::254]/'],
    ['IPv6 link-local fe80::/10', 'http://[fe80::1]/'],
    ['IPv6 unspecified', 'http://[::]/'],
    ['NAT64 of loopback', 'http://[64:ff9b::7f00:1]/'],
    ['6to4 of a private address', 'http://[2002:0a00:0001::1]/'],
    ['IPv4-compatible IPv6 of loopback (dotted)', 'http://[::127.0.0.1]/'],
    ['IPv4-compatible IPv6 of loopback (hex)', 'http://[::7f00:1]/'],
    ['IPv4-compatible IPv6 of a private address', 'http://[::10.0.0.1]/'],
    ['IPv4-compatible IPv6 of the metadata address', 'http://[0:0:0:0:0:0:169.254.169.254]/'],
    ['IPv4-mapped IPv6 of a private address', 'http://[::ffff:192.168.0.1]/'],
    ['SIIT IPv4-translated IPv6 of loopback', 'http://[::ffff:0:7f00:1]/'],
    ['local-use NAT64 of a private address', 'http://[64:ff9b:1::a00:1]/'],
    ['6to4 of loopback', 'http://[2002:7f00:1::1]/'],
    ['Teredo', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/'],
    ['0.0.0.0/8', 'http://0.1.2.3/'],
    ['bare 0', 'http://0/'],
    ['trailing dot', 'http://127.0.0.1./'],
    ['percent-encoded IPv4', 'http://%31%32%37.0.0.1/'],
    ['full-width digits', 'http://①②⑦.0.0.1/'],
    ['hex and short IPv4', 'http://0x7f.1/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['reserved 240/4', 'http://240.0.0.1/'],
  ])('refuses %s (%s)', async (_name, url) => {
    const error = await refusal(fetchPage(url, { testAllowAddresses: [] }));
    expect(error.reason).toBe('blocked');
  });

  it('refuses other schemes, other ports and credentials before any lookup', async () => {
    const calls: string[] = [];
    const resolve: Resolver = async (host) => {
      calls.push(host);
      return [{ address: '93.184.216.34', family: 4 }];
    };
    expect((await refusal(fetchPage('file:///etc/passwd', { resolve }))).message).toBe(M.scheme);
    expect((await refusal(fetchPage('gopher://exemplo.com.br/', { resolve }))).reason).toBe('scheme');
    expect((await refusal(fetchPage('http://exemplo.com.br:6379/', { resolve }))).message).toBe(
      M.port([80, 443]),
    );
    expect((await refusal(fetchPage('http://admin:senha@exemplo.com.br/', { resolve }))).message).toBe(
      M.credentials,
    );
    expect((await refusal(fetchPage('não é um link', { resolve }))).message).toBe(M.invalidUrl);
    expect(calls).toEqual([]);
  });

  it('refuses a name whose DNS answer holds a private address, even beside a public one', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    expect((await refusal(fetchPage('http://misto.exemplo/', { resolve }))).reason).toBe('blocked');
    const loopback: Resolver = async () => [{ address: '::ffff:127.0.0.1', family: 6 }];
    expect((await refusal(fetchPage('http://rebind.exemplo/', { resolve: loopback }))).reason).toBe(
      'blocked',
    );
  });

  it('connects to the address it checked: one lookup per hop, no second DNS answer', async () => {
    const lookups: string[] = [];
    // A rebinding name would answer differently the second time; the fetcher must not ask again.
    const resolve: Resolver = async (host) => {
      lookups.push(host);
      return lookups.length === 1
        ? [{ address: '127.0.0.1', family: 4 }]
        : [{ address: '10.9.9.9', family: 4 }];
    };
    seenHosts.length = 0;
    const page = await fetchPage(`http://pagina.teste:${port}/artigo`, options({ resolve }));
    expect(page.title).toBe('Café Batel — Cardápio de março');
    expect(lookups).toEqual(['pagina.teste']);
    expect(seenHosts).toEqual([`pagina.teste:${port}`]);
  });

  it('checks every redirect again', async () => {
    const withPort80 = options({ allowedPorts: [port, 80] });
    expect((await refusal(fetchPage(`${base}/para-interno`, withPort80))).reason).toBe('blocked');
    expect((await refusal(fetchPage(`${base}/para-metadados`, withPort80))).reason).toBe('blocked');
    expect((await refusal(fetchPage(`${base}/para-loopback-v6`, options()))).reason).toBe('blocked');
  });

  it('caps redirects at 5', async () => {
    seenHosts.length = 0;
    const error = await refusal(fetchPage(`${base}/laco`, options()));
    expect(error.message).toBe(M.tooManyRedirects);
    expect(seenHosts).toHaveLength(6);
  });

  it('stops reading past the size cap, Content-Length or not', async () => {
    const error = await refusal(fetchPage(`${base}/grande`, options({ maxBytes: 1024 * 1024 })));
    expect(error.message).toBe('A página passa do tamanho máximo de 1,0 MB.');
  });

  it('reads only text/html and text/plain', async () => {
    expect((await refusal(fetchPage(`${base}/pdf`, options()))).message).toBe(
      M.contentType('application/pdf'),
    );
  });

  it('gives up on a server that never answers', async () => {
    expect((await refusal(fetchPage(`${base}/lento`, options({ timeoutMs: 300 })))).message).toBe(M.timeout);
  });
});

describe('checkAddress', () => {
  it('allows public unicast in both families and an allow-listed test address', () => {
    expect(checkAddress('93.184.216.34')).toEqual({ allowed: true, address: '93.184.216.34', family: 4 });
    expect(checkAddress('2606:2800:220:1:248:1893:25c8:1946').allowed).toBe(true);
    expect(checkAddress('127.0.0.1', ['127.0.0.1']).allowed).toBe(true);
    expect(checkAddress('127.0.0.2', ['127.0.0.1']).allowed).toBe(false);
    expect(checkAddress('nem-um-ip').allowed).toBe(false);
  });

  it('refuses every IPv6 spelling of an internal IPv4, and IPv4-compatible addresses at all', () => {
    for (const address of [
      '::127.0.0.1',
      '::7f00:1',
      '[::7f00:1]',
      '::a00:1',
      '::8.8.8.8',
      '::',
      '::1',
      '::ffff:7f00:1',
      '::ffff:0:7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::7f00:1',
      '2002:c0a8:1::1',
      'fe80::1%eth0',
      '2606:2800:220:1:248:1893:25c8:1946%eth0',
      '0.0.0.0',
      '0.255.255.255',
    ]) {
      expect(checkAddress(address), address).toEqual({ allowed: false });
    }
    // A public IPv4 mapped into IPv6 is the IPv4 host, connected to as such.
    expect(checkAddress('::ffff:8.8.8.8')).toEqual({ allowed: true, address: '8.8.8.8', family: 4 });
  });
});
