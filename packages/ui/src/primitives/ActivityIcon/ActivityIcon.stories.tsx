import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/contract.css';
import { ActivityIcon } from './ActivityIcon';

const meta = {
  title: 'Primitivos/ActivityIcon',
  component: ActivityIcon,
  args: { name: 'message-square', label: 'Conversa' },
} satisfies Meta<typeof ActivityIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageSquare: Story = {};

/** The spec's activity icons, and the fallback for any other name. */
export const AllIcons: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
      {(
        [
          ['message-square', 'Nova conversa com o Commander'],
          ['send', 'Mensagem enviada ao suporte'],
          ['check-circle', 'Teste MBTI concluído'],
          ['bar-chart', 'Outra atividade'],
        ] as const
      ).map(([name, title]) => (
        <li key={name} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <span
            style={{
              display: 'inline-grid',
              placeItems: 'center',
              width: 32,
              height: 32,
              borderRadius: 999,
              background: vars.color.accent.subtle,
              color: vars.color.accent.fg,
            }}
          >
            <ActivityIcon name={name} size={16} />
          </span>
          {title}
        </li>
      ))}
    </ul>
  ),
};
