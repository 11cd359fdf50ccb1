import {
  COMMANDER_PATH,
  DASHBOARD_PATH,
  LOGIN_PATH,
  type PlanType,
  REGISTER_PATH,
  type SubscriptionPlan,
} from '@sppock/sdk';
import { useChangePlan, usePlans, useSession, useUpgradeOptions } from '@sppock/sdk/react';
import { CircleAlert, RotateCw, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { visuallyHidden } from '../internal/styles.css';
import { AppLink, useNavigation } from '../navigation/Navigation';
import { PlanPixPayment } from '../pix/PlanPixPayment';
import {
  AccordionContent,
  AccordionItem,
  AccordionRoot,
  AccordionTrigger,
} from '../primitives/Accordion/Accordion';
import { Button } from '../primitives/Button/Button';
import { button } from '../primitives/Button/Button.css';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { IconButton } from '../primitives/IconButton/IconButton';
import { Spinner } from '../primitives/Spinner/Spinner';
import { SppockLogo } from '../primitives/SppockLogo/SppockLogo';
import { ThemeToggle } from '../primitives/ThemeToggle/ThemeToggle';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import { SIDEBAR_ROUTES } from '../shell/sidebarEntries';
import { type PlanAction, PlanCard } from './PlanCard';
import { PlanComparisonTable } from './PlanComparisonTable';
import * as styles from './PlansPage.css';
import { usePlansMessages } from './usePlansMessages';

/** What each plan's button offers to a signed-in user on `current`, or to a visitor. */
export function planAction(plan: PlanType, current: PlanType | null): PlanAction {
  if (current === null) {
    return plan === 'freemium' ? 'start' : 'upgrade';
  }
  if (plan === current) {
    return 'current';
  }
  return plan === 'freemium' ? 'downgrade' : 'upgrade';
}

/** Where a plan change goes (spec 1 §4): the returned redirect or checkout address, if any. */
export function changeDestination(result: {
  redirect_url?: string | null;
  checkout_url?: string | null;
}): string | null {
  return result.redirect_url || result.checkout_url || null;
}

export interface PlansPageProps {
  /** Routes that have a screen: after a plan change the user goes to the Commander when it exists, else /dashboard. @default every route of the sidebar */
  availableRoutes?: readonly string[];
  /** Takes the browser to a checkout or redirect address. @default window.location.assign */
  onExternalRedirect?: (url: string) => void;
}

/**
 * /pricing (spec 1 §2, §4, §8 "Plans page"): the three plans from the server with 'PLANO ATUAL',
 * upgrade and downgrade, 'Atualizar Preços', the comparison table, the FAQ and the call to action.
 * It opens in a new tab, so it is a whole page with its own top bar. Visitors see the public plan
 * list, and the buttons take them to /register.
 */
export function PlansPage({
  availableRoutes = SIDEBAR_ROUTES,
  onExternalRedirect = (url) => window.location.assign(url),
}: PlansPageProps) {
  const messages = usePlansMessages();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const { navigate } = useNavigation();
  const options = useUpgradeOptions({ enabled: signedIn });
  const publicPlans = usePlans({ enabled: !signedIn });
  const change = useChangePlan();
  const [processing, setProcessing] = useState<PlanType | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirmDowngrade, setConfirmDowngrade] = useState(false);
  const [selected, setSelected] = useState<PlanType | null>(null);
  const buttons = useRef<Partial<Record<PlanType, HTMLButtonElement | null>>>({});
  const mainId = useId();

  const query = signedIn ? options : publicPlans;
  const plans: readonly SubscriptionPlan[] = query.data?.plans ?? [];
  const current: PlanType | null = signedIn
    ? options.data
      ? (options.data.current_subscription?.type ?? 'freemium')
      : null
    : null;
  const afterChange = availableRoutes.includes(COMMANDER_PATH) ? COMMANDER_PATH : DASHBOARD_PATH;
  const paidWithPix = options.data?.current_subscription?.paid_with === 'pix';

  /**
   * A signed-in user may pay a paid plan's 30 days with Pix instead of the card (issue 31 §2), and
   * renew with Pix the plan already paid that way. The server refuses what cannot be (a card plan,
   * another running Pix plan) with its own message.
   */
  const pixAction = (plan: PlanType) => {
    if (!signedIn || plan === 'freemium') {
      return null;
    }
    const action = planAction(plan, current);
    const renewal = action === 'current' && paidWithPix;
    if (action !== 'upgrade' && !renewal) {
      return null;
    }
    return <PlanPixPayment plan={plan} renewal={renewal} fullWidth disabled={processing !== null} />;
  };

  const runChange = async (plan: PlanType) => {
    setProcessing(plan);
    setFailed(false);
    try {
      const result = await change.mutateAsync({ plan_type: plan });
      const destination = changeDestination(result);
      if (destination) {
        onExternalRedirect(destination);
        return;
      }
      if (result.message) {
        toast.success(result.message);
      }
      navigate(afterChange);
    } catch (error) {
      toast.error((error as Error).message);
      setFailed(true);
      throw error;
    } finally {
      setProcessing(null);
    }
  };

  const choose = (plan: PlanType) => {
    if (!signedIn) {
      navigate(REGISTER_PATH);
      return;
    }
    if (plan === current) {
      return;
    }
    if (plan === 'freemium') {
      setConfirmDowngrade(true);
      return;
    }
    void runChange(plan).catch(() => undefined);
  };

  /** The call to action "selects" a plan: it brings its card into view and focuses its button. */
  const select = (plan: PlanType) => {
    if (!signedIn && plan === 'freemium') {
      navigate(REGISTER_PATH);
      return;
    }
    if (signedIn && plan === 'freemium' && current === 'freemium') {
      navigate(afterChange);
      return;
    }
    setSelected(plan);
    const target = buttons.current[plan];
    target?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    target?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <AppLink href={signedIn ? DASHBOARD_PATH : '/'} className={styles.brand}>
          <SppockLogo size={28} />
        </AppLink>
        <div className={styles.topActions}>
          <ThemeToggle />
          {signedIn ? (
            <AppLink href={DASHBOARD_PATH} className={button({ variant: 'secondary', size: 'sm' })}>
              {messages.backToApp}
            </AppLink>
          ) : (
            <AppLink href={LOGIN_PATH} className={button({ variant: 'secondary', size: 'sm' })}>
              {messages.signIn}
            </AppLink>
          )}
        </div>
      </header>

      <main id={mainId} className={styles.main}>
        <section className={styles.hero}>
          <h1 className={styles.title}>{messages.title}</h1>
          <p className={styles.subtitle}>{messages.subtitle}</p>
          <Button
            variant="secondary"
            size="sm"
            leadingIcon={<RotateCw size={14} aria-hidden="true" />}
            loading={query.isFetching && !query.isPending}
            onClick={() => void query.refetch()}
          >
            {messages.refresh}
          </Button>
        </section>

        {failed ? (
          <div role="alert" className={styles.alert}>
            <CircleAlert size={20} className={styles.alertIcon} aria-hidden="true" />
            <p className={styles.alertText}>{messages.upgradeFailedAlert}</p>
            <IconButton
              size="sm"
              label={messages.dismissAlert}
              icon={<X size={16} />}
              onClick={() => setFailed(false)}
            />
          </div>
        ) : null}

        {query.isError && !query.data ? (
          <LoadError
            title={messages.loadErrorTitle}
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data ? (
          <>
            <section aria-labelledby={`${mainId}-plans`} className={styles.section}>
              <h2 id={`${mainId}-plans`} className={visuallyHidden}>
                {messages.plansHeading}
              </h2>
              <div className={styles.cards}>
                {plans.map((plan) => (
                  <PlanCard
                    key={plan.type}
                    plan={plan}
                    action={planAction(plan.type, current)}
                    processing={processing === plan.type}
                    disabled={processing !== null}
                    selected={selected === plan.type}
                    onSelect={() => choose(plan.type)}
                    pixAction={pixAction(plan.type)}
                    buttonRef={(element) => {
                      buttons.current[plan.type] = element;
                    }}
                  />
                ))}
              </div>
            </section>

            <section className={styles.section} aria-labelledby={`${mainId}-comparison`}>
              <h2 id={`${mainId}-comparison`} className={styles.sectionTitle}>
                {messages.comparisonTitle}
              </h2>
              <PlanComparisonTable plans={plans} current={current} />
            </section>
          </>
        ) : (
          <div className={styles.loading}>
            <Spinner size="lg" label={messages.loading} />
          </div>
        )}

        <section className={styles.section} aria-labelledby={`${mainId}-faq`}>
          <h2 id={`${mainId}-faq`} className={styles.sectionTitle}>
            {messages.faqTitle}
          </h2>
          <AccordionRoot className={styles.faq} headingLevel={3}>
            {messages.faq.map(([question, answer]) => (
              <AccordionItem key={question} value={question}>
                <AccordionTrigger>{question}</AccordionTrigger>
                <AccordionContent>{answer}</AccordionContent>
              </AccordionItem>
            ))}
          </AccordionRoot>
        </section>

        <section className={styles.cta} aria-labelledby={`${mainId}-cta`}>
          <h2 id={`${mainId}-cta`} className={styles.ctaTitle}>
            {messages.ctaTitle}
          </h2>
          <p className={styles.ctaText}>{messages.ctaText}</p>
          <div className={styles.ctaActions}>
            <Button variant="secondary" size="lg" onClick={() => select('freemium')}>
              {messages.ctaFree}
            </Button>
            <Button size="lg" onClick={() => select('professional')}>
              {messages.ctaPaid}
            </Button>
          </div>
        </section>
      </main>

      <ConfirmDialog
        open={confirmDowngrade}
        onOpenChange={setConfirmDowngrade}
        tone="danger"
        title={messages.downgradeConfirmTitle}
        description={messages.downgradeConfirmDescription}
        confirmLabel={messages.downgradeConfirm}
        cancelLabel={messages.keepPlan}
        onConfirm={() => runChange('freemium').catch(() => undefined)}
      />
    </div>
  );
}
