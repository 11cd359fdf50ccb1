import { formatDate } from '@sppock/sdk';
import type { AllModelRateLimits, LlmModelList } from '@sppock/sdk/react';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import { ProgressBar } from '../primitives/ProgressBar/ProgressBar';
import * as styles from './console.css';
import { useConsoleMessages } from './useConsoleMessages';

type Groups = LlmModelList['models_by_provider'];
type Model = NonNullable<Groups['OpenAI']>[number];
type Limits = AllModelRateLimits['limits'][string];

const GROUPS = ['OpenAI', 'Gemini', 'Anthropic', 'Exa', 'Serper', 'other'] as const;
const GROUP_TITLES: Record<(typeof GROUPS)[number], string> = {
  OpenAI: 'OpenAI',
  Gemini: 'Gemini',
  Anthropic: 'Anthropic',
  Exa: 'Exa',
  Serper: 'Serper',
  other: 'Outros provedores',
};

export interface ModelControlProps {
  models: Groups;
  /** Live figures of the models that have limits, by model id. */
  limits: AllModelRateLimits['limits'];
  /** Opens the limits form of a model; without it there is no button. */
  onEditLimits?: (model: Model) => void;
}

function LimitBar({ label, current, limit }: { label: string; current: number; limit: number | null }) {
  const messages = useConsoleMessages();
  const level =
    limit === null ? 'normal' : current >= limit ? 'danger' : current >= limit * 0.8 ? 'warning' : 'normal';
  return (
    <ProgressBar
      label={label}
      value={limit === null ? 0 : current}
      max={limit ?? 1}
      level={level}
      size="sm"
      valueText={messages.currentOfLimit(current, limit)}
    />
  );
}

/** A model with limits: the bars the spec lists for its provider (OpenAI, Gemini, others: every limit set). */
function ModelLimitBars({ group, figures }: { group: (typeof GROUPS)[number]; figures: Limits }) {
  const messages = useConsoleMessages();
  const bars: { label: string; current: number; limit: number | null }[] = [
    {
      label: messages.tokensPerMinute,
      current: figures.current_minute_tokens,
      limit: figures.minute_token_limit,
    },
  ];
  if (group !== 'Gemini' || figures.minute_request_limit !== null) {
    bars.push({
      label: messages.requestsPerMinute,
      current: figures.current_minute_requests,
      limit: figures.minute_request_limit,
    });
  }
  if (group !== 'OpenAI' && figures.daily_request_limit !== null) {
    bars.push({
      label: messages.requestsPerDay,
      current: figures.current_daily_requests,
      limit: figures.daily_request_limit,
    });
  }
  if (group === 'OpenAI' || figures.daily_token_limit !== null) {
    bars.push({
      label: messages.tokensPerDay,
      current: figures.current_daily_tokens,
      limit: figures.daily_token_limit,
    });
  }
  return (
    <>
      {group === 'Gemini' ? <span className={styles.muted}>{messages.tier(figures.tier)}</span> : null}
      {bars.map((bar) => (
        <LimitBar key={bar.label} {...bar} />
      ))}
    </>
  );
}

/**
 * 'Controle de Modelos' (spec 3 §2): one panel per provider group. A model with limits shows
 * current/limit bars capped at 100 %; without, its name, model id and Ativo/Inativo (other
 * providers also their creation date).
 */
export function ModelControl({ models, limits, onEditLimits }: ModelControlProps) {
  const messages = useConsoleMessages();
  const groups = GROUPS.filter((group) => (models[group]?.length ?? 0) > 0);
  if (groups.length === 0) {
    return <EmptyState title={messages.noModels} titleAs="p" />;
  }
  return (
    <div className={styles.panels}>
      {groups.map((group) => (
        <CardRoot as="section" key={group} aria-label={GROUP_TITLES[group]}>
          <CardHeader>
            <CardTitle as="h3">{GROUP_TITLES[group]}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className={styles.modelList}>
              {(models[group] ?? []).map((model) => {
                const figures = limits[model.model];
                return (
                  <li key={model.id} className={styles.modelItem}>
                    <div className={styles.modelHead}>
                      <div>
                        <p className={styles.modelName}>{model.name}</p>
                        <span className={styles.code}>{model.model}</span>
                      </div>
                      <Badge tone={model.is_active ? 'success' : 'neutral'}>
                        {model.is_active ? messages.active : messages.inactive}
                      </Badge>
                    </div>
                    {figures ? <ModelLimitBars group={group} figures={figures} /> : null}
                    {group === 'Exa' || group === 'Serper' || group === 'other' ? (
                      <span className={styles.muted}>{messages.createdAt(formatDate(model.created_at))}</span>
                    ) : null}
                    {onEditLimits && group !== 'Exa' && group !== 'Serper' ? (
                      <div>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={messages.editLimitsOf(model.name)}
                          onClick={() => onEditLimits(model)}
                        >
                          {messages.editLimits}
                        </Button>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </CardRoot>
      ))}
    </div>
  );
}
