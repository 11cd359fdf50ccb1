import {
  abbreviateTokens,
  EXTRA_TOKENS_BLOCK,
  formatBRL,
  formatDate,
  formatNumber,
  PRICING_PATH,
  type Schema,
} from '@sppock/sdk';
import { useBuyExtraTokens, useCreatePixCharge, useExtraTokens } from '@sppock/sdk/react';
import { ArrowUpRight, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '../forms/Form';
import { FormTextField } from '../forms/FormTextField';
import { SubmitButton } from '../forms/SubmitButton';
import { useSppockForm } from '../forms/useSppockForm';
import { PixPayment } from '../pix/PixPayment';
import { usePixMessages } from '../pix/usePixMessages';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { button } from '../primitives/Button/Button.css';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import * as styles from './account.css';
import { externalRedirect } from './SubscriptionTab';
import { useAccountMessages } from './useAccountMessages';

/** Tokens in one block, the unit the price is given for (the SDK's). */
const TOKENS_PER_BLOCK = EXTRA_TOKENS_BLOCK;
const MAX_BLOCKS = 50;

const STATUS_TONE = { pending: 'warning', paid: 'success', expired: 'neutral' } as const;

interface ExtraTokensForm {
  blocks: string;
}

/** How many whole blocks the text asks for, or null when it is not 1 to 50. */
function blocksOf(text: string): number | null {
  const blocks = Number(text);
  return /^\d{1,2}$/.test(text) && blocks >= 1 && blocks <= MAX_BLOCKS ? blocks : null;
}

export interface ExtraTokensPanelProps {
  overview: Schema<'ExtraTokensOverview'>;
}

/**
 * Buying extra tokens past the flex allowance (spec 1 §8 FAQ): blocks of 100K at the plan's
 * price, valid until the cycle ends. In test mode they count at once; with Stripe the user goes
 * to the payment page and the purchase shows as pending until Stripe confirms it.
 */
export function ExtraTokensPanel({ overview }: ExtraTokensPanelProps) {
  const messages = useAccountMessages();
  const pixMessages = usePixMessages();
  const buy = useBuyExtraTokens();
  const form = useSppockForm<ExtraTokensForm>({ defaultValues: { blocks: '1' } });
  const text = useWatch({ control: form.control, name: 'blocks' });
  const blocks = blocksOf(text ?? '');
  const price = overview.cost_per_100k_extra;
  const createPix = useCreatePixCharge();
  const [pix, setPix] = useState<Schema<'PixCharge'> | null>(null);

  /** A Pix charge for the chosen blocks; the price is the server's. */
  const payWithPix = async (chosen: number | null) => {
    if (chosen === null) {
      void form.trigger('blocks');
      return;
    }
    try {
      setPix((await createPix.mutateAsync({ blocks: chosen })).charge);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const submit = async (values: ExtraTokensForm) => {
    const chosen = blocksOf(values.blocks);
    if (chosen === null) {
      return;
    }
    try {
      const result = await buy.mutateAsync({ blocks: chosen });
      const target = externalRedirect(result);
      if (target) {
        window.location.assign(target);
        return;
      }
      toast.success(result.message);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <>
      <div className={styles.statGrid}>
        <div className={styles.stat}>
          <span className={styles.statValue}>{abbreviateTokens(overview.cycle_extra_tokens)}</span>
          <span className={styles.statLabel}>{messages.extraTokensInCycle}</span>
        </div>
      </div>
      {overview.can_buy ? (
        <Form form={form} onSubmit={submit} className={styles.narrowForm}>
          <FormTextField
            control={form.control}
            name="blocks"
            label={messages.extraTokensBlocks}
            description={
              blocks === null
                ? messages.extraTokensBlocksHint
                : messages.extraTokensTotal(
                    formatNumber(blocks * TOKENS_PER_BLOCK),
                    formatBRL(blocks * price),
                  )
            }
            inputMode="numeric"
            parse={(typed) => typed.replace(/\D/g, '').slice(0, 2)}
            rules={{
              validate: (value: string) => blocksOf(value) !== null || messages.extraTokensBlocksInvalid,
            }}
          />
          <div className={styles.formFooter}>
            <SubmitButton variant="primary">{messages.extraTokensBuy}</SubmitButton>
            <Button
              variant="secondary"
              disabled={createPix.isPending}
              onClick={() => void payWithPix(blocks)}
            >
              {pixMessages.pay}
            </Button>
          </div>
        </Form>
      ) : (
        <div className={styles.actionsRow}>
          <p className={styles.noteInfo}>{messages.extraTokensFreePlan}</p>
          <a
            href={PRICING_PATH}
            target="_blank"
            rel="noopener noreferrer"
            className={button({ variant: 'secondary' })}
          >
            {messages.extraTokensUpgrade}
            <ArrowUpRight size={16} aria-hidden="true" />
          </a>
        </div>
      )}
      {pix ? (
        <PixPayment
          key={pix.id}
          charge={pix}
          onRegenerate={() => void payWithPix(pix.blocks)}
          onClose={() => setPix(null)}
        />
      ) : null}
      {overview.purchases.length > 0 ? (
        <section aria-label={messages.extraTokensRecent}>
          <h3 className={styles.groupTitle}>{messages.extraTokensRecent}</h3>
          <ul className={styles.purchaseList}>
            {overview.purchases.slice(0, 5).map((purchase) => (
              <li key={purchase.id} className={styles.purchase}>
                <span>
                  {formatNumber(purchase.tokens)} tokens · {formatBRL(purchase.amount)} ·{' '}
                  {formatDate(purchase.paid_at ?? purchase.created_at)}
                </span>
                <Badge
                  tone={STATUS_TONE[purchase.status]}
                  icon={purchase.status === 'pending' ? <Clock size={12} aria-hidden="true" /> : undefined}
                >
                  {messages.extraTokensStatus[purchase.status]}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The 'Tokens extras' card of the Uso de Tokens tab. */
export function ExtraTokensCard() {
  const messages = useAccountMessages();
  const titleId = useId();
  const overview = useExtraTokens();
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.extraTokensTitle}
        </CardTitle>
        {overview.data ? (
          <CardDescription>
            {messages.extraTokensDescription(formatBRL(overview.data.cost_per_100k_extra))}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {overview.data ? (
          <ExtraTokensPanel overview={overview.data} />
        ) : overview.isError ? (
          <LoadError
            size="sm"
            title={messages.extraTokensLoadError}
            message={overview.error.message}
            onRetry={() => void overview.refetch()}
            retrying={overview.isFetching}
          />
        ) : (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
      </CardContent>
    </CardRoot>
  );
}
