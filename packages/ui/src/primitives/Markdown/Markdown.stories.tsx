import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Markdown } from './Markdown';

const meta = {
  title: 'Primitivos/Markdown',
  component: Markdown,
  decorators: [(Story) => <div style={{ maxWidth: 680 }}>{Story()}</div>],
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AgentAnswer: Story = {
  args: {
    children: `## Plano de marketing — Padaria Boa Vista

**Objetivo:** aumentar as vendas de bolos por encomenda em 20% em 30 dias.

### Ações da semana 1
1. Publicar 3 *reels* mostrando a produção.
2. Criar uma lista de transmissão no WhatsApp.
3. Oferecer degustação aos sábados.

> Dica: responda os comentários em até 1 hora.

Use o cupom \`BOAVISTA10\` nas primeiras encomendas. Mais ideias no [guia do Sebrae](https://sebrae.com.br).`,
  },
};

/** Single line breaks are kept, and links open in a new tab. */
export const LineBreaksAndLinks: Story = {
  args: {
    children:
      'Endereço:\nRua da Aurora, 120\nRecife – PE\n\nSite: [padariaboavista.com.br](https://padariaboavista.com.br)',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'padariaboavista.com.br' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Raw HTML shows as text; dangerous links lose their link. */
export const UnsafeInput: Story = {
  args: {
    children:
      'Texto com <script>alert(1)</script> e <img src=x onerror=alert(1)>.\n\n[Clique aqui](javascript:alert(1)) · [dados](data:text/html,oi) · [seguro](https://sppock.com.br)',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvasElement.querySelector('script, img')).toBeNull();
  },
};

export const CodeBlock: Story = {
  args: {
    children:
      'Exemplo de chamada:\n\n```bash\ncurl -H "Authorization: Bearer $TOKEN" https://api.sppock.com.br/api/agents/activities/recent/?limit=5\n```',
  },
};
