import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { accountHandlers, ROUTING_EXAMPLES_TSV } from './accountHandlers';
import { RoutingExamplesCard } from './RoutingExamplesCard';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RoutingExamplesCard', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<RoutingExamplesCard />, {
      sppock: { handlers: accountHandlers(), path: '/dashboard' },
    });
  });

  it('downloads the TSV under the name the server gave', async () => {
    const downloads: { name: string; text: Promise<string> }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:exemplos-${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, text: blobs.get(this.href)?.text() ?? Promise.resolve('') });
    });
    const { screen } = await renderWithSppock(<RoutingExamplesCard />, { handlers: accountHandlers() });
    await screen.getByRole('button', { name: 'Exportar exemplos (TSV)' }).click();
    await expect.element(screen.getByText('Exemplos de roteamento exportados!')).toBeVisible();
    expect(downloads.map((download) => download.name)).toEqual(['exemplos-roteamento.tsv']);
    expect(await downloads[0]?.text).toBe(ROUTING_EXAMPLES_TSV);
  });

  it("a failed export says 'Erro ao exportar os exemplos de roteamento'", async () => {
    const { screen } = await renderWithSppock(<RoutingExamplesCard />, {
      handlers: [
        http.get('/api/agents/routing/examples/export/', ({ response }) =>
          response(500).json({ success: false, error: 'Erro interno.' }),
        ),
        ...accountHandlers(),
      ],
    });
    await screen.getByRole('button', { name: 'Exportar exemplos (TSV)' }).click();
    await expect.element(screen.getByText('Erro ao exportar os exemplos de roteamento')).toBeVisible();
  });
});
