/** The loader's own pt-BR copy (the launchers, before a widget chunk is loaded). */
export const loaderTexts = {
  launcher: 'Dúvidas? Fale com o assistente',
  commanderLauncher: 'Abrir o Sppock Commander',
  loading: 'Abrindo o assistente...',
  loadError: 'Não foi possível abrir o assistente. Tente novamente.',
};
