// Word families the router reads as one feature each ('k:meeting' for 'reunião', 'call', 'pauta',
// 'conversa'…), on top of the words themselves. The words of a family share what the model learnt
// about any of them, so a request in other people's words ('jingle', 'videochamada', 'cotar')
// still points the right way when that exact word was rare or absent in the training requests.
// Families name what a request is about, not an agent: the model learns how each weighs.
import { stemPortuguese } from './stemmer.ts';
import { foldAccents } from './text.ts';

const FAMILIES: Readonly<Record<string, string>> = {
  // Pieces of content to write and publish.
  content:
    'post postagem legenda artigo blog roteiro reels reel story stories carrossel thread texto copy anuncio slogan bio ' +
    'descricao newsletter informativo jingle panfleto folder flyer banner outdoor release manifesto catalogo ' +
    'video podcast tiktok instagram linkedin facebook youtube site pagina landing cartaz cardapio chamada hashtag ' +
    'feed publicacao publicar postar frase headline titulo ebook crônica cronica conto',
  // Letters and e-mails to someone.
  letter:
    'email carta oficio responder responda responde resposta comunicado notificacao notificar prezado prezada ' +
    'assunto anexo cordialmente destinatario remetente',
  // Conversations to prepare.
  meeting:
    'reuniao reunioes call chamada videochamada conversa conversar encontro visita pauta agenda ata daily kickoff ' +
    'assembleia entrevista negociar negociacao workshop offsite convencao alinhamento reunir sentar apresentar ' +
    'apresentacao minutos perguntas spin conduzir conduzo',
  // Others who sell what the user sells.
  rivals:
    'concorrente concorrentes concorrencia concorrer competidor competir disputa disputam disputar rival rivais ' +
    'players player benchmarking benchmark comparar comparativo compara posicionamento lider lideres mercado ' +
    'swot diferencial',
  // Buying: suppliers and providers.
  buying:
    'fornecedor fornecedores fornece fornecer atacadista atacado fabricante fabricantes fabrica fabrique comprar ' +
    'compro cotar cotacao orcamento orcamentos importadora importador terceirizar terceirizada contratar alugar ' +
    'aluga instalar instale manutencao granel matéria materia insumo insumos prestador',
  // Selling: people and companies who might buy.
  selling:
    'cliente clientes lead leads prospect prospects prospectar prospeccao comprador compradores compraria comprariam ' +
    'vender vendo oferecer revender revendedor revendedores revenda abordar contatos decisores lista carteira ' +
    'publico interessados potenciais',
  // A sales process in steps.
  process:
    'funil pipeline etapa etapas fase fases estagio estagios processo fluxo jornada regua cadencia sequencia ' +
    'followup follow nutricao conversao converter crm kanban esteira trilha passo pos-venda posvenda onboarding ' +
    'qualificacao qualificar scoring recompra reativacao fechamento',
  // Ideas and names.
  ideas:
    'ideia ideias sugestao sugestoes sugere sugira brainstorm brainstorming criativo criativa criativas criativos ' +
    'inventar inventa opcoes alternativas possibilidades inovar inovacao nome nomes',
};

/** Stem → family, built once from the lists above. */
const FAMILY_BY_STEM = new Map<string, string>();
for (const [family, words] of Object.entries(FAMILIES)) {
  for (const word of words.split(' ')) {
    const stem = stemPortuguese(foldAccents(word));
    if (!FAMILY_BY_STEM.has(stem)) {
      FAMILY_BY_STEM.set(stem, family);
    }
  }
}

/** The family of a stemmed word, if it has one. */
export function cueFamily(stem: string): string | undefined {
  return FAMILY_BY_STEM.get(stem);
}
