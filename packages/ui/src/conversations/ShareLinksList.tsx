import { formatDateTime, type ShareLink } from '@sppock/sdk';
import { useRevokeShareLink, useShareLinks } from '@sppock/sdk/react';
import { Link2, Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import { visuallyHidden } from '../internal/styles.css';
import { Badge } from '../primitives/Badge/Badge';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import { IconButton } from '../primitives/IconButton/IconButton';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRoot,
  TableRow,
  TableStateRow,
} from '../primitives/Table/Table';
import { toast } from '../primitives/Toaster/toastStore';
import { Tooltip } from '../primitives/Tooltip/Tooltip';
import { LoadError } from '../shell/LoadError';
import * as styles from './conversations.css';
import { useConversationsMessages } from './useConversationsMessages';

/**
 * 'Links compartilhados' (issue 29): the owner's share links, newest first, with their expiry and
 * status, each revoked after a confirmation (its address is a 404 at once). The addresses
 * themselves are not listed: only their hash is kept.
 */
export function ShareLinksList() {
  const messages = useConversationsMessages();
  const titleId = useId();
  const list = useShareLinks();
  const revoke = useRevokeShareLink();
  const [toRevoke, setToRevoke] = useState<ShareLink | null>(null);

  const confirmRevoke = async () => {
    if (!toRevoke) {
      return;
    }
    try {
      const answer = await revoke.mutateAsync({ id: toRevoke.id });
      toast.success(answer.message);
    } catch (error) {
      toast.error((error as Error).message);
      throw error;
    }
  };

  const links = list.data?.links ?? [];
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.linksTitle}
        </CardTitle>
        <CardDescription>
          {messages.linksDescription}
          {list.data ? ` ${messages.linksCount(list.data.active, list.data.max_active)}.` : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list.isError ? (
          <LoadError
            title={messages.linksLoadError}
            message={list.error.message}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data && links.length === 0 ? (
          <EmptyState
            icon={<Link2 size={22} />}
            title={messages.linksEmpty}
            description={messages.linksEmptyHint}
          />
        ) : (
          <TableRoot scrollLabel={messages.linksTable}>
            <TableCaption className={visuallyHidden}>{messages.linksTable}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{messages.columnConversation}</TableHeaderCell>
                <TableHeaderCell>{messages.columnCreated}</TableHeaderCell>
                <TableHeaderCell>{messages.columnExpires}</TableHeaderCell>
                <TableHeaderCell>{messages.columnStatus}</TableHeaderCell>
                <TableHeaderCell align="end">{messages.columnActions}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.isPending ? (
                <TableStateRow colSpan={5}>
                  <span className={styles.note}>{messages.linksTitle}…</span>
                </TableStateRow>
              ) : (
                links.map((link) => (
                  <TableRow key={link.id}>
                    <TableCell>
                      <span className={styles.title}>{link.title}</span>
                    </TableCell>
                    <TableCell className={styles.nowrap}>{formatDateTime(link.created_at)}</TableCell>
                    <TableCell className={styles.nowrap}>
                      {link.expires_at ? formatDateTime(link.expires_at) : messages.neverExpires}
                    </TableCell>
                    <TableCell>
                      {link.expired ? (
                        <Badge tone="neutral">{messages.statusExpired}</Badge>
                      ) : (
                        <Badge tone="success">{messages.statusActive}</Badge>
                      )}
                    </TableCell>
                    <TableCell align="end">
                      <div className={styles.actions}>
                        <Tooltip content={messages.revoke}>
                          <IconButton
                            size="sm"
                            label={messages.revokeLink(link.title)}
                            icon={<Link2Off size={16} />}
                            onClick={() => setToRevoke(link)}
                          />
                        </Tooltip>
                      </div>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </TableRoot>
        )}
        <ConfirmDialog
          open={toRevoke !== null}
          onOpenChange={(next) => {
            if (!next) {
              setToRevoke(null);
            }
          }}
          tone="danger"
          title={messages.revokeConfirmTitle}
          description={messages.revokeConfirmDescription}
          confirmLabel={messages.revokeConfirm}
          cancelLabel={messages.cancel}
          onConfirm={confirmRevoke}
        >
          {toRevoke ? <p className={styles.subject}>“{toRevoke.title}”</p> : null}
        </ConfirmDialog>
      </CardContent>
    </CardRoot>
  );
}
