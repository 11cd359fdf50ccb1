/** pt-BR copy of the tutorials page (spec 3 §2 "Tutorials page"). Override any entry with `<SppockMessagesProvider>`. */
export const tutorialsMessages = {
  title: 'Tutoriais em Vídeo',
  subtitle: 'Aprenda a tirar o máximo do Commander e dos agentes da Sppock.',
  comingSoon: 'Em breve',
  comingSoonNote:
    'Os vídeos estão em produção. Esta é a lista do que vem por aí; cada tutorial aparece aqui assim que for publicado.',
  categories: 'Categorias',
  all: 'Todos',
  duration: (minutes: number, seconds: number) => `${minutes}:${String(seconds).padStart(2, '0')}`,
  durationLabel: (minutes: number, seconds: number) =>
    seconds === 0 ? `${minutes} minutos` : `${minutes} min ${seconds} s`,
  videoSoon: 'Vídeo em breve',
  empty: 'Nenhum tutorial nesta categoria',
  count: (shown: number) => (shown === 1 ? '1 tutorial' : `${shown} tutoriais`),
};

export type TutorialsMessages = typeof tutorialsMessages;
