// pt-BR copy of the page fetcher's refusals: each says what the user can do.
export const WEB_MESSAGES = {
  invalidUrl: 'Endereço inválido. Envie um link completo, como https://exemplo.com.br/pagina.',
  scheme: 'Só é possível analisar páginas que começam com http:// ou https://.',
  port: (ports: number[]) => `Só é possível analisar páginas nas portas ${ports.join(', ')}.`,
  credentials: 'Links com usuário e senha não são aceitos.',
  blocked: 'Este endereço aponta para uma rede interna e não pode ser acessado.',
  notFound: (host: string) => `Não encontrei o site ${host}.`,
  tooManyRedirects: 'A página redirecionou vezes demais.',
  tooLarge: (megabytes: string) => `A página passa do tamanho máximo de ${megabytes} MB.`,
  contentType: (type: string) => `O endereço não é uma página de texto (recebido: ${type || 'sem tipo'}).`,
  timeout: 'A página demorou demais para responder.',
  status: (status: number) => `A página respondeu com erro ${status}.`,
  unreachable: 'Não foi possível acessar a página.',
  noText: 'Não encontrei texto legível nesta página.',
} as const;
