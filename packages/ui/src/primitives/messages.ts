import { formatNumber } from '@sppock/sdk';

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
  tablePage: (page: number) => `Página ${formatNumber(page)}`,
  tablePageSize: 'Registros por página',
  tablePageSizeAll: 'todos',
  tableRange: (from: number, to: number, total: number) =>
    `Mostrando ${formatNumber(from)} a ${formatNumber(to)} de ${formatNumber(total)} registros`,
  tableAll: (total: number) => `Mostrando todos os ${formatNumber(total)} registros`,
  tablePagination: 'Paginação',
};

export type PrimitivesMessages = typeof primitivesMessages;
