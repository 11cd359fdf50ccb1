import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from './Tabs';

const meta = {
  title: 'Primitivos/Tabs',
  component: TabsRoot,
} satisfies Meta<typeof TabsRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const accountTabs = [
  ['perfil', 'Perfil', 'Seus dados pessoais e da empresa.'],
  ['seguranca', 'Segurança', 'Altere sua senha ou exclua a conta.'],
  ['uso', 'Uso de Tokens', 'Uso atual e histórico de 12 meses.'],
  ['assinatura', 'Assinatura', 'Plano atual, cancelamento e troca de plano.'],
  ['conversas', 'Conversas', 'Abra, exporte ou delete conversas.'],
  ['notificacoes', 'Notificações', 'Preferências de notificação.'],
  ['configuracoes', 'Configurações', 'Configurações gerais.'],
] as const;

const AccountTabs = ({ orientation }: { orientation?: 'horizontal' | 'vertical' }) => (
  <TabsRoot defaultValue="perfil" orientation={orientation}>
    <TabsList aria-label="Minha Conta">
      {accountTabs.map(([value, label]) => (
        <TabsTrigger key={value} value={value}>
          {label}
        </TabsTrigger>
      ))}
    </TabsList>
    {accountTabs.map(([value, , text]) => (
      <TabsContent key={value} value={value}>
        {text}
      </TabsContent>
    ))}
  </TabsRoot>
);

export const Horizontal: Story = {
  render: () => <AccountTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Segurança' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Altere sua senha');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Uso de Tokens' })).toHaveFocus();
  },
};

export const Vertical: Story = { render: () => <AccountTabs orientation="vertical" /> };

export const WithDisabledTab: Story = {
  render: () => (
    <TabsRoot defaultValue="abertas">
      <TabsList aria-label="Suporte">
        <TabsTrigger value="abertas">Mensagens Abertas (3)</TabsTrigger>
        <TabsTrigger value="arquivadas">Mensagens Arquivadas (12)</TabsTrigger>
        <TabsTrigger value="cursos" disabled>
          Cursos (em breve)
        </TabsTrigger>
      </TabsList>
      <TabsContent value="abertas">Três conversas aguardando resposta.</TabsContent>
      <TabsContent value="arquivadas">Doze conversas resolvidas.</TabsContent>
    </TabsRoot>
  ),
};
