/** The pt-BR messages of the memory across conversations (issue 29). */
export const MEMORY_MESSAGES = {
  emptyFact: 'Escreva o que a Sppock deve lembrar.',
  factTooLong: (max: number) => `Cada lembrança aceita até ${max} caracteres.`,
  tooManyFacts: (max: number) =>
    `Você já tem ${max} lembranças guardadas, o máximo. Apague alguma em Minha Conta › Memória para guardar outra.`,
  factNotFound: 'Lembrança não encontrada.',
  proposalNotFound: 'Sugestão não encontrada ou já respondida.',
  memoryOff:
    'A memória está desligada em Minha Conta › Memória: nada é guardado nem usado. Ligue-a para guardar lembranças.',
  invalidSettings: 'Envie enabled e/ou propose como verdadeiro ou falso.',
  invalidRequest: 'Pedido inválido.',
  /** The chat's confirmation of an explicit "lembre que…". */
  saved: (fact: string) =>
    `Anotado: ${fact}\n\nVou levar isso em conta nas próximas conversas, com todos os agentes. Você vê, edita ou apaga o que guardei em Minha Conta › Memória.`,
  /** The offline answer to "você lembra…?": the facts, newest first. */
  recalled: (facts: readonly string[]) =>
    `## O que você me pediu para lembrar\n\n${facts.map((fact) => `- ${fact}`).join('\n')}\n\nVocê vê, edita ou apaga essas lembranças em Minha Conta › Memória.`,
  /** The chat's answer when the fact could not be kept (memory off, limit, too long). */
  notSaved: (why: string) => `Não anotei: ${why}`,
} as const;
