import { describe, expect, it } from 'vitest';
import { isEmailAddress, validateFormValues } from './forms.ts';
import { type AgentFormDefinition, formToPrompt, validateForm } from './index.ts';

const supplier = {
  product: 'Embalagens de papel kraft',
  supplier_type: 'Fabricante',
  region: 'Sul de Minas',
};

describe('validação de formulários', () => {
  it('aceita valores válidos, apara espaços e omite opcionais em branco', () => {
    expect(
      validateForm('supplier_finder', {
        ...supplier,
        product: '  Embalagens   de papel kraft ',
        volume: '   ',
      }),
    ).toEqual({
      ok: true,
      values: { product: 'Embalagens de papel kraft', supplier_type: 'Fabricante', region: 'Sul de Minas' },
    });
  });

  it('campos obrigatórios ausentes: um erro em pt-BR por campo, na ordem do formulário', () => {
    expect(validateForm('email_writer', {})).toEqual({
      ok: false,
      errors: [
        { field: 'email_type', message: 'O campo "Tipo de e-mail" é obrigatório.' },
        { field: 'recipient_name', message: 'O campo "Nome do destinatário" é obrigatório.' },
        { field: 'goal', message: 'O campo "Objetivo do e-mail" é obrigatório.' },
        { field: 'tone', message: 'O campo "Tom" é obrigatório.' },
      ],
    });
  });

  it('tamanhos mínimo e máximo do texto', () => {
    const result = validateForm('email_writer', {
      email_type: 'Follow-up',
      recipient_name: 'A',
      goal: 'x'.repeat(501),
      tone: 'Formal',
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          field: 'recipient_name',
          message: 'O campo "Nome do destinatário" precisa ter ao menos 2 caracteres.',
        },
        { field: 'goal', message: 'O campo "Objetivo do e-mail" aceita no máximo 500 caracteres.' },
      ],
    });
  });

  it('opção fora da lista e tipo errado', () => {
    const result = validateForm('supplier_finder', { ...supplier, supplier_type: 'Atacadista', region: 42 });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'supplier_type', message: 'Escolha uma opção válida em "Tipo de fornecedor".' },
        { field: 'region', message: 'O campo "Região" precisa ser um texto.' },
      ],
    });
  });

  it('múltipla escolha: ao menos uma opção, opções válidas, repetidas contadas uma vez, na ordem das opções', () => {
    const base = { niche: 'Confeitaria artesanal', quantity: 5 };
    expect(validateForm('content_ideas', { ...base, channels: [] })).toEqual({
      ok: false,
      errors: [{ field: 'channels', message: 'Escolha ao menos uma opção em "Canais".' }],
    });
    expect(validateForm('content_ideas', { ...base, channels: ['Orkut'] })).toEqual({
      ok: false,
      errors: [{ field: 'channels', message: 'Escolha uma opção válida em "Canais".' }],
    });
    expect(validateForm('content_ideas', { ...base, channels: 'Instagram' })).toEqual({
      ok: false,
      errors: [{ field: 'channels', message: 'O campo "Canais" precisa ser uma lista de opções.' }],
    });
    expect(validateForm('content_ideas', { ...base, channels: ['TikTok', 'Instagram', 'TikTok'] })).toEqual({
      ok: true,
      values: { niche: 'Confeitaria artesanal', channels: ['Instagram', 'TikTok'], quantity: 5 },
    });
  });

  it('múltipla escolha: no máximo o limite do campo', () => {
    const channels = [
      'Instagram',
      'Facebook',
      'LinkedIn',
      'TikTok',
      'YouTube',
      'WhatsApp',
      'Google Ads',
      'E-mail',
      'Indicações',
    ];
    const result = validateForm('funil_vendas', {
      product: 'Consultoria',
      audience: 'Pequenas empresas de serviços',
      channels,
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'channels', message: 'Escolha no máximo 8 opções em "Canais de venda e divulgação".' },
      ],
    });
  });

  it('números: faixa, inteiro, texto numérico e vírgula decimal', () => {
    const base = { niche: 'Confeitaria artesanal', channels: ['Instagram'] };
    expect(validateForm('content_ideas', { ...base, quantity: 31 })).toEqual({
      ok: false,
      errors: [{ field: 'quantity', message: 'O campo "Quantidade de ideias" precisa estar entre 3 e 30.' }],
    });
    expect(validateForm('content_ideas', { ...base, quantity: 4.5 })).toEqual({
      ok: false,
      errors: [
        { field: 'quantity', message: 'O campo "Quantidade de ideias" precisa ser um número inteiro.' },
      ],
    });
    expect(validateForm('content_ideas', { ...base, quantity: 'dez' })).toEqual({
      ok: false,
      errors: [{ field: 'quantity', message: 'O campo "Quantidade de ideias" precisa ser um número.' }],
    });
    expect(validateForm('content_ideas', { ...base, quantity: ' 12 ' })).toMatchObject({
      ok: true,
      values: { quantity: 12 },
    });
    const funnel = {
      product: 'Consultoria',
      audience: 'Pequenas empresas de serviços',
      channels: ['WhatsApp'],
    };
    expect(validateForm('funil_vendas', { ...funnel, average_ticket: '1500,50' })).toMatchObject({
      ok: true,
      values: { average_ticket: 1500.5 },
    });
    expect(validateForm('funil_vendas', { ...funnel, average_ticket: 0 })).toEqual({
      ok: false,
      errors: [
        {
          field: 'average_ticket',
          message: 'O campo "Ticket médio (R$)" precisa estar entre 1 e 100.000.000.',
        },
      ],
    });
  });

  it('datas de verdade no formato AAAA-MM-DD', () => {
    const base = {
      company: 'Transportadora Rota Sul',
      objective: 'Apresentar o software de rotas',
      duration: 45,
    };
    for (const meeting_date of ['2026-02-30', '03/12/2026', '2026-13-01']) {
      expect(validateForm('meeting', { ...base, meeting_date })).toEqual({
        ok: false,
        errors: [
          { field: 'meeting_date', message: 'Informe uma data válida em "Data da reunião" (AAAA-MM-DD).' },
        ],
      });
    }
    expect(validateForm('meeting', { ...base, meeting_date: '2028-02-29' })).toMatchObject({ ok: true });
  });

  it('campos desconhecidos são recusados, inclusive __proto__', () => {
    const values = JSON.parse(
      '{"product":"Papel","supplier_type":"Fabricante","__proto__":{"admin":true},"cor":"azul"}',
    );
    const result = validateForm('supplier_finder', values);
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: '__proto__', message: 'Campo desconhecido: __proto__.' },
        { field: 'cor', message: 'Campo desconhecido: cor.' },
      ],
    });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('muitos campos desconhecidos: a resposta fica limitada', () => {
    const junk = Object.fromEntries(
      Array.from({ length: 5000 }, (_, index) => [`campo_${index}_${'x'.repeat(100)}`, 'y']),
    );
    const result = validateForm('supplier_finder', { ...supplier, ...junk });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toHaveLength(10);
      expect(result.errors.every((error) => error.field.length <= 40)).toBe(true);
    }
  });

  it('corpo que não é objeto, e agente sem formulário', () => {
    for (const values of [null, 'texto', ['a'], 3]) {
      expect(validateForm('meeting', values)).toEqual({
        ok: false,
        errors: [{ field: 'form', message: 'Envie os campos do formulário.' }],
      });
    }
    expect(validateForm('lead_finder', { product: 'x' })).toEqual({
      ok: false,
      errors: [{ field: 'form', message: 'Este agente não usa formulário.' }],
    });
  });

  it('texto de uma linha perde as quebras; texto longo as mantém', () => {
    const result = validateForm('email_writer', {
      email_type: 'Prospecção',
      recipient_name: 'Carla\nMendes',
      goal: 'Agendar uma demonstração',
      tone: 'Cordial',
      key_points: 'Reduz faltas\nIntegra com a agenda',
    });
    expect(result).toMatchObject({
      ok: true,
      values: { recipient_name: 'Carla Mendes', key_points: 'Reduz faltas\nIntegra com a agenda' },
    });
  });
});

describe('formulário como mensagem', () => {
  it('instrução do agente e um item por campo preenchido, na ordem do formulário', () => {
    const result = validateForm('email_writer', {
      tone: 'Formal',
      goal: 'Agendar uma demonstração do sistema',
      recipient_name: 'Carla Mendes',
      email_type: 'Convite para reunião',
      key_points: 'Reduz faltas\nIntegra com a agenda',
    });
    if (!result.ok) {
      throw new Error(JSON.stringify(result.errors));
    }
    expect(formToPrompt('email_writer', result.values)).toBe(
      [
        'Escreva um e-mail com estes dados:',
        '',
        '- **Tipo de e-mail:** Convite para reunião',
        '- **Nome do destinatário:** Carla Mendes',
        '- **Objetivo do e-mail:** Agendar uma demonstração do sistema',
        '- **Tom:** Formal',
        '- **Pontos principais:**',
        '  - Reduz faltas',
        '  - Integra com a agenda',
      ].join('\n'),
    );
  });

  it('listas e números em pt-BR', () => {
    const result = validateForm('funil_vendas', {
      product: 'Consultoria financeira',
      audience: 'Pequenas empresas de serviços',
      channels: ['WhatsApp', 'LinkedIn'],
      average_ticket: 1500,
    });
    if (!result.ok) {
      throw new Error(JSON.stringify(result.errors));
    }
    const prompt = formToPrompt('funil_vendas', result.values);
    expect(prompt).toContain('- **Canais de venda e divulgação:** LinkedIn, WhatsApp');
    expect(prompt).toContain('- **Ticket médio (R$):** 1.500');
  });

  it('agente sem formulário não monta mensagem de formulário', () => {
    expect(() => formToPrompt('chatsppock', {})).toThrow();
  });
});

describe('campos de endereço (url e email)', () => {
  const form: AgentFormDefinition = {
    instruction: 'Teste:',
    fields: [
      { name: 'site', type: 'url', label: 'Site', required: false, max_length: 300 },
      { name: 'contato', type: 'email', label: 'E-mail de contato', required: false, max_length: 200 },
    ],
  };

  it('aceitam endereços http(s) e e-mails comuns', () => {
    expect(
      validateFormValues(form, {
        site: 'https://docesdaserra.com.br/loja',
        contato: 'marina@docesdaserra.com.br',
      }),
    ).toEqual({
      ok: true,
      values: { site: 'https://docesdaserra.com.br/loja', contato: 'marina@docesdaserra.com.br' },
    });
  });

  it('recusam outros esquemas e e-mails malformados, com mensagem em pt-BR', () => {
    for (const site of ['javascript:alert(1)', 'file:///etc/passwd', 'docesdaserra.com.br']) {
      expect(validateFormValues(form, { site })).toEqual({
        ok: false,
        errors: [
          {
            field: 'site',
            message: 'Informe um endereço válido em "Site" (começando com http:// ou https://).',
          },
        ],
      });
    }
    for (const contato of [
      'marina',
      'marina@',
      '@serra.com',
      'ma rina@serra.com',
      'a@b@serra.com',
      'marina@serra',
      'marina@serra.',
    ]) {
      expect(validateFormValues(form, { contato })).toEqual({
        ok: false,
        errors: [{ field: 'contato', message: 'Informe um e-mail válido em "E-mail de contato".' }],
      });
    }
  });

  it('a verificação de e-mail é linear mesmo em textos enormes', () => {
    expect(isEmailAddress(`a@${'a'.repeat(200_000)}`)).toBe(false);
    expect(isEmailAddress(`${'a.'.repeat(100_000)}@x.io`)).toBe(true);
  });
});
