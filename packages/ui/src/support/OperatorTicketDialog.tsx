import { planLabel, type SupportPriority, type SupportStatus } from '@sppock/sdk';
import {
  useAnswerSupportQueueMessage,
  useAssignSupportQueueMessage,
  useChangeSupportQueueMessagePriority,
  useChangeSupportQueueMessageStatus,
  useSupportOperators,
  type useSupportQueue,
} from '@sppock/sdk/react';
import { DialogContent, DialogHeader, DialogRoot, DialogTitle } from '../primitives/Dialog/Dialog';
import { Select } from '../primitives/Select/Select';
import { toast } from '../primitives/Toaster/toastStore';
import * as queueStyles from './OperatorQueue.css';
import {
  DaysOpenBadge,
  isArchived,
  SupportCategoryBadge,
  SupportPriorityBadge,
  SupportStatusDot,
} from './SupportBadges';
import * as styles from './SupportMessageDialog.css';
import { SupportReplyForm } from './SupportReplyForm';
import { SupportThread } from './SupportThread';
import { useSupportTexts } from './useSupportTexts';

type QueueMessage = NonNullable<ReturnType<typeof useSupportQueue>['data']>['messages'][number];

export interface OperatorTicketDialogProps {
  /** The ticket shown; `null` closes the dialog. */
  message: QueueMessage | null;
  onClose: () => void;
}

const STATUSES: readonly SupportStatus[] = ['aberta', 'em_analise', 'respondida', 'resolvida', 'fechada'];
/** Most urgent first; `urgente` is set only here (customers choose up to `alta`). */
const PRIORITIES: readonly SupportPriority[] = ['urgente', 'alta', 'normal', 'baixa'];
const UNASSIGNED = 'none';

/**
 * One ticket for an operator: the customer (name, e-mail, plan), the thread, the status, the
 * priority and the assignee (each saved at once) and the answer box — the answer reaches the customer as
 * 'Suporte', with a notification and an e-mail.
 */
export function OperatorTicketDialog({ message, onClose }: OperatorTicketDialogProps) {
  const texts = useSupportTexts();
  const operators = useSupportOperators({ enabled: message !== null });
  const answer = useAnswerSupportQueueMessage();
  const changeStatus = useChangeSupportQueueMessageStatus();
  const changePriority = useChangeSupportQueueMessagePriority();
  const assign = useAssignSupportQueueMessage();

  const run = async (action: Promise<unknown>, success: string) => {
    try {
      await action;
      toast.success(success);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <DialogRoot open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle className={styles.subject}>{message?.subject}</DialogTitle>
        </DialogHeader>
        {message ? (
          <div className={styles.body}>
            <p className={queueStyles.customer}>
              {texts.from}: {message.user.first_name} {message.user.last_name} · {message.user_email} ·{' '}
              {planLabel(message.package_type)}
              {message.priority_support ? ` · ${texts.prioritySupport}` : ''}
            </p>
            <div className={styles.meta}>
              <SupportStatusDot status={message.status} />
              <SupportPriorityBadge priority={message.priority} />
              <SupportCategoryBadge name={message.category.name} color={message.category.color} />
              {isArchived(message.status) ? null : <DaysOpenBadge days={message.days_open} />}
            </div>
            <div className={queueStyles.controls}>
              <Select
                label={texts.changeStatus}
                options={STATUSES.map((status) => ({ value: status, label: texts.status[status] }))}
                value={message.status}
                disabled={changeStatus.isPending}
                onValueChange={(status) =>
                  void run(
                    changeStatus.mutateAsync({ id: message.id, status: status as SupportStatus }),
                    texts.statusSaved,
                  )
                }
              />
              <Select
                label={texts.changePriority}
                options={PRIORITIES.map((priority) => ({ value: priority, label: texts.priority[priority] }))}
                value={message.priority}
                disabled={changePriority.isPending}
                onValueChange={(priority) =>
                  void run(
                    changePriority.mutateAsync({ id: message.id, priority: priority as SupportPriority }),
                    texts.prioritySaved,
                  )
                }
              />
              <Select
                label={texts.assignedTo}
                options={[
                  { value: UNASSIGNED, label: texts.unassigned },
                  ...(operators.data?.operators ?? []).map((operator) => ({
                    value: String(operator.id),
                    label: `${operator.first_name} ${operator.last_name}`.trim() || operator.email,
                  })),
                ]}
                value={message.assigned_to ? String(message.assigned_to.id) : UNASSIGNED}
                disabled={assign.isPending || !operators.data}
                onValueChange={(value) =>
                  void run(
                    assign.mutateAsync({
                      id: message.id,
                      operator_id: value === UNASSIGNED ? null : Number(value),
                    }),
                    texts.assignSaved,
                  )
                }
              />
            </div>
            <SupportThread message={message} viewer="operator" />
            <SupportReplyForm
              key={message.id}
              allowResolve={false}
              label={texts.answerLabel}
              placeholder={texts.answerPlaceholder}
              submitLabel={texts.answerSend}
              onSubmit={async ({ content }) => {
                await answer.mutateAsync({ id: message.id, content });
                toast.success(texts.answerSent);
              }}
            />
          </div>
        ) : null}
      </DialogContent>
    </DialogRoot>
  );
}
