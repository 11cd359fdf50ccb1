import type { SupportMessage } from '@sppock/sdk';
import { useMarkAllNotificationsRead, useSupportMessages } from '@sppock/sdk/react';
import { Archive, Inbox, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import { Spinner } from '../primitives/Spinner/Spinner';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../primitives/Tabs/Tabs';
import { LoadError } from '../shell/LoadError';
import { PageFooter } from '../shell/PageFooter';
import { NewSupportMessageDialog, type SupportMessageDraft } from './NewSupportMessageDialog';
import { isArchived } from './SupportBadges';
import { SupportMessageCard } from './SupportMessageCard';
import { SupportMessageDialog } from './SupportMessageDialog';
import { SupportNotificationsPanel } from './SupportNotificationsPanel';
import * as styles from './SupportPage.css';
import { useSupportTexts } from './useSupportTexts';

export type SupportTab = 'abertas' | 'arquivadas';

export interface SupportPageProps {
  /** The in-app pages the footer may link to. @default every page */
  availableRoutes?: readonly string[];
  /** A message to open at once (a link from a notification). @default none */
  initialMessageId?: number | null;
  /** Opens 'Nova Mensagem' at once with this draft (the chatbot's hand-off). @default none */
  initialDraft?: SupportMessageDraft | null;
}

/**
 * 'Suporte ao Cliente' (spec 3 §2, §4, §5, §8): the open and archived tabs with their counts,
 * 'Nova Mensagem', the bell's notifications panel, message cards that open the detail, and the
 * page footer. Opening the page marks every notification read.
 */
export function SupportPage({
  availableRoutes,
  initialMessageId = null,
  initialDraft = null,
}: SupportPageProps) {
  const texts = useSupportTexts();
  const titleId = useId();
  const messages = useSupportMessages();
  const markAll = useMarkAllNotificationsRead();
  const [tab, setTab] = useState<SupportTab>('abertas');
  const [openId, setOpenId] = useState<number | null>(initialMessageId);
  const [composing, setComposing] = useState(initialDraft !== null);
  const markedAll = useRef(false);

  // Opening the page marks all read (spec 3 §4); a failure is not critical and is ignored.
  useEffect(() => {
    if (!markedAll.current) {
      markedAll.current = true;
      markAll.mutate();
    }
  }, [markAll]);

  const all = messages.data?.messages ?? [];
  const open = all.filter((message) => !isArchived(message.status));
  const archived = all.filter((message) => isArchived(message.status));

  const list = (items: SupportMessage[], empty: { title: string; text: string; icon: ReactNode }) => {
    if (messages.isError) {
      return (
        <LoadError
          title={texts.loadError}
          message={messages.error.message}
          onRetry={() => void messages.refetch()}
          retrying={messages.isFetching}
        />
      );
    }
    if (!messages.data) {
      return (
        <div className={styles.loading}>
          <Spinner size="lg" label={texts.loading} />
        </div>
      );
    }
    if (items.length === 0) {
      return <EmptyState icon={empty.icon} title={empty.title} description={empty.text} titleAs="h2" />;
    }
    return (
      <ul className={styles.list}>
        {items.map((message) => (
          <li key={message.id}>
            <SupportMessageCard message={message} onOpen={setOpenId} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className={styles.page}>
      <section aria-labelledby={titleId}>
        <div className={styles.header}>
          <div>
            <h1 id={titleId} className={styles.title}>
              {texts.title}
            </h1>
            <p className={styles.subtitle}>{texts.subtitle}</p>
          </div>
          <div className={styles.actions}>
            <SupportNotificationsPanel onOpenMessage={setOpenId} />
            <Button leadingIcon={<Plus size={18} aria-hidden="true" />} onClick={() => setComposing(true)}>
              {texts.newMessage}
            </Button>
          </div>
        </div>
      </section>
      <TabsRoot value={tab} onValueChange={(value) => setTab(value as SupportTab)}>
        <TabsList aria-label={texts.tabs}>
          <TabsTrigger value="abertas">{texts.openTab(open.length)}</TabsTrigger>
          <TabsTrigger value="arquivadas">{texts.archivedTab(archived.length)}</TabsTrigger>
        </TabsList>
        <TabsContent value="abertas">
          {list(open, {
            title: texts.emptyOpenTitle,
            text: texts.emptyOpenText,
            icon: <Inbox size={28} aria-hidden="true" />,
          })}
        </TabsContent>
        <TabsContent value="arquivadas">
          {list(archived, {
            title: texts.emptyArchivedTitle,
            text: texts.emptyArchivedText,
            icon: <Archive size={28} aria-hidden="true" />,
          })}
        </TabsContent>
      </TabsRoot>
      <PageFooter availableRoutes={availableRoutes} />
      <NewSupportMessageDialog
        open={composing}
        onOpenChange={setComposing}
        draft={initialDraft ?? undefined}
        onSent={() => setTab('abertas')}
      />
      <SupportMessageDialog messageId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
