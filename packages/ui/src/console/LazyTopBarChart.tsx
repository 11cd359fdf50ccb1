import { lazy, Suspense } from 'react';
import { Spinner } from '../primitives/Spinner/Spinner';
import type { TopBarChartProps } from './ConsoleCharts';
import * as styles from './console.css';
import { useConsoleMessages } from './useConsoleMessages';

// recharts loads when a usage tab first shows a chart, not with the console.
const TopBarChart = lazy(() => import('./ConsoleCharts').then((module) => ({ default: module.TopBarChart })));

/** The top-N bar chart, loaded on first use. */
export function LazyTopBarChart(props: TopBarChartProps) {
  const messages = useConsoleMessages();
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <Spinner label={messages.chartLoading} />
        </div>
      }
    >
      <TopBarChart {...props} />
    </Suspense>
  );
}
