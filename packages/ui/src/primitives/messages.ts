const integer = new Intl.NumberFormat('pt-BR');

/** pt-BR copy of the primitives. Override any entry with `<SppockMessagesProvider>`. */
export const primitivesMessages = {
  loading: 'Carregando...',
  close: 'Fechar',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  themeToLight: 'Modo Claro',
  themeToDark: 'Modo Escuro',
  notificationsRegion: 'Notificações',
  dismissNotification: 'Fechar notificação',
  unlimited: 'Ilimitado',
  ratingGroup: 'Avaliação',
  ratingStar: (value: number) => (value === 1 ? '1 estrela' : `${value} estrelas`),
  ratingValue: (value: number, max: number) => `${value} de ${max} estrelas`,
  tablePrevious: 'Anterior',
  tableNext: 'Próxima',
  tablePage: (page: number) => `Página ${integer.format(page)}`,
  tablePageSize: 'Registros por página',
  tablePageSizeAll: 'todos',
  tableRange: (from: number, to: number, total: number) =>
    `Mostrando ${integer.format(from)} a ${integer.format(to)} de ${integer.format(total)} registros`,
  tableAll: (total: number) => `Mostrando todos os ${integer.format(total)} registros`,
  tablePagination: 'Paginação',
};

export type PrimitivesMessages = typeof primitivesMessages;
