// A long conversation for the chat's stories, tests and benchmark (issue 28: 300 messages with
// markdown, code blocks and tables). Written out from a few sample turns, as a months-long
// conversation of one bakery owner with the Commander would read. Not shipped (fixture*.ts).
import type { Schema } from '@sppock/sdk';

type Session = Schema<'ChatSession'>;
type Message = Schema<'ChatMessage'>;

export const LONG_SESSION_ID = '0b5c7d9e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

const QUESTIONS = [
  'Monte uma tabela de preços para os pães de fermentação natural da semana.',
  'Escreva um e-mail para o fornecedor de farinha pedindo o prazo de entrega de 25 kg.',
  'Me dê três ideias de post para o Instagram sobre o café da manhã de domingo.',
  'Como calculo o custo de uma fornada de croissants?',
];

const ANSWERS = [
  (turn: number) =>
    `## Preços da semana ${turn}\n\n| Pão | Peso | Preço |\n|---|---|---|\n| Italiano | 500 g | R$ 18,00 |\n| Integral | 450 g | R$ 16,50 |\n| Centeio | 400 g | R$ 19,90 |\n\nRevise os valores com o custo da farinha desta semana.`,
  (turn: number) =>
    `**Assunto:** Prazo de entrega — pedido ${turn}\n\nOlá,\n\nGostaria de confirmar o prazo de entrega de **25 kg** de farinha tipo 1 para a próxima semana.\n\n- Quantidade: 25 kg\n- Endereço: o de sempre\n- Pagamento: boleto em 28 dias\n\nObrigado!`,
  (turn: number) =>
    `### Ideias de post (${turn})\n\n1. **Bastidores da fornada** — um vídeo curto das 5h da manhã.\n2. **Combo de domingo** — café coado e pão na chapa.\n3. **Enquete** — qual sabor de bolo volta no domingo?\n\n> Publique às 8h, quando o público está acordando.`,
  (turn: number) =>
    `Some os ingredientes e divida pela quantidade de unidades:\n\n\`\`\`text\ncusto por unidade = (farinha + manteiga + fermento + energia) / unidades\nexemplo ${turn}: (12,00 + 28,00 + 1,50 + 6,50) / 24 = R$ 2,00\n\`\`\`\n\nDepois aplique a sua margem sobre esse valor.`,
];

/** The minutes after the first message at which message `index` was sent. */
const minutes = (index: number) => index * 7;

function timestamp(index: number): string {
  const date = new Date(Date.UTC(2026, 0, 5, 12, 0) + minutes(index) * 60_000);
  return `${date.toISOString().slice(0, 19)}-03:00`;
}

/** A message id of the form the server gives (a UUID), distinct per index. */
function messageId(index: number): string {
  const hex = index.toString(16).padStart(12, '0');
  return `6e1f2a3b-4c5d-4e6f-8a7b-${hex}`;
}

/** The conversation's `count` messages, a question and its answer by turns. */
export function longConversationMessages(count = 300): Message[] {
  return Array.from({ length: count }, (_, index): Message => {
    const turn = Math.floor(index / 2);
    const kind = turn % QUESTIONS.length;
    if (index % 2 === 0) {
      return {
        id: messageId(index),
        role: 'user',
        content: `${QUESTIONS[kind]} (${turn + 1})`,
        timestamp: timestamp(index),
      };
    }
    return {
      id: messageId(index),
      role: 'assistant',
      content: (ANSWERS[kind] ?? ANSWERS[0])?.(turn + 1) ?? '',
      timestamp: timestamp(index),
      agent_used: kind === 1 ? 'email_writer' : kind === 2 ? 'content_generator' : 'chatsppock',
      confidence: 92,
    };
  });
}

/** The long conversation's entry in 'Conversas'. */
export function longConversationSession(count = 300): Session {
  return {
    id: LONG_SESSION_ID,
    title: 'Padaria Trigo Bom — gestão da semana',
    agent_type: 'chatsppock',
    created_at: timestamp(0),
    updated_at: timestamp(count - 1),
    message_count: count,
    total_tokens_used: count * 420,
  };
}
