import { formatDateTime, formatNumber } from '@sppock/sdk';
import { type ApiPricing, useApiPricing } from '@sppock/sdk/react';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRoot,
  TableRow,
} from '../primitives/Table/Table';
import * as styles from './console.css';
import { QueryPanel } from './QueryPanel';
import { useConsoleMessages } from './useConsoleMessages';

type Prices = ApiPricing['data']['openai'];

const usd = (value: number | null | undefined) =>
  value === null || value === undefined
    ? null
    : `US$ ${formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;
const brl = (value: number | null | undefined, rate: number) =>
  value === null || value === undefined
    ? null
    : `R$ ${formatNumber(value * rate, { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;

function PriceTable({ caption, prices, rate }: { caption: string; prices: Prices; rate: number }) {
  const messages = useConsoleMessages();
  const na = messages.notAvailable;
  return (
    <TableRoot>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{messages.colModel}</TableHeaderCell>
          <TableHeaderCell align="end">{messages.colInputUsd}</TableHeaderCell>
          <TableHeaderCell align="end">{messages.colOutputUsd}</TableHeaderCell>
          <TableHeaderCell align="end">{messages.colInputBrl}</TableHeaderCell>
          <TableHeaderCell align="end">{messages.colOutputBrl}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {Object.entries(prices).map(([model, price]) => (
          <TableRow key={model}>
            <TableCell>
              <span className={styles.code}>{model}</span>
            </TableCell>
            <TableCell align="end">{usd(price.input) ?? na}</TableCell>
            <TableCell align="end">{usd(price.output) ?? na}</TableCell>
            <TableCell align="end">{brl(price.input, rate) ?? na}</TableCell>
            <TableCell align="end">{brl(price.output, rate) ?? na}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </TableRoot>
  );
}

export interface PricingViewProps {
  pricing: ApiPricing['data'];
}

/** 'Preços das APIs' with its data: the rate with its update time, then the price tables. */
export function PricingView({ pricing }: PricingViewProps) {
  const messages = useConsoleMessages();
  return (
    <div className={styles.stack}>
      <CardRoot as="section" aria-label={messages.exchangeRate}>
        <CardHeader>
          <CardTitle as="h2">{messages.exchangeRate}</CardTitle>
          <CardDescription>{messages.updatedAt(formatDateTime(pricing.last_updated))}</CardDescription>
        </CardHeader>
        <CardContent>
          <span className={styles.statValue}>{messages.exchangeRateValue(pricing.exchange_rate)}</span>
        </CardContent>
      </CardRoot>
      <p className={styles.muted}>{messages.pricesPerMillion}</p>
      <PriceTable caption={messages.pricesOpenai} prices={pricing.openai} rate={pricing.exchange_rate} />
      <PriceTable caption={messages.pricesGemini} prices={pricing.gemini} rate={pricing.exchange_rate} />
      {pricing.anthropic && Object.keys(pricing.anthropic).length > 0 ? (
        <PriceTable
          caption={messages.pricesAnthropic}
          prices={pricing.anthropic}
          rate={pricing.exchange_rate}
        />
      ) : null}
      <p className={styles.muted}>{messages.pricesHowToEdit}</p>
    </div>
  );
}

/** 'Preços das APIs' (spec 3 §2): without data, 'Dados de preços não disponíveis'. */
export function PricingTab() {
  const messages = useConsoleMessages();
  const pricing = useApiPricing();
  // The spec words a failed load as missing data, without a retry.
  return (
    <QueryPanel
      query={pricing}
      errorTitle={messages.pricingEmpty}
      failure={
        <EmptyState
          title={messages.pricingEmpty}
          description={messages.pricingEmptyDescription}
          titleAs="p"
        />
      }
    >
      {(data) => <PricingView pricing={data.data} />}
    </QueryPanel>
  );
}
