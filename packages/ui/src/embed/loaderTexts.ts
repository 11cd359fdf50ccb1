/** The loader's own pt-BR copy (the launcher, before the widget chunk is loaded). */
export const loaderTexts = {
  launcher: 'Dúvidas? Fale com o assistente',
  loading: 'Abrindo o assistente...',
  loadError: 'Não foi possível abrir o assistente. Tente novamente.',
};
